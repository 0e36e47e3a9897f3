import { useLocation } from 'react-router';
import { marks, useT, withParts } from '../../../i18n';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { publicText } from '../i18n/catalog.ts';
import { PageLink } from '../layout/page-link.tsx';

export function NotFoundPage() {
  const { t } = useT(publicText);
  usePageMeta({ title: t('notFound.title'), description: t('notFound.description') });
  const { pathname } = useLocation();
  const path = { path: <code>{pathname}</code> };
  return (
    <section className="section">
      <div className="container narrow not-found">
        <p className="not-found-code" aria-hidden="true">
          404
        </p>
        <h1>
          <span className="visually-hidden">{t('notFound.hidden')}</span>
          {t('notFound.heading')}
        </h1>
        <p>{withParts(t('notFound.text', marks(path)), path)}</p>
        <div className="button-row center">
          <PageLink to="/" className="btn btn-outline">
            {t('notFound.back')}
          </PageLink>
          <PageLink to="/" className="btn btn-primary">
            {t('notFound.home')}
          </PageLink>
        </div>
      </div>
    </section>
  );
}
