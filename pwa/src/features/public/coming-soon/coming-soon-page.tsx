import { useT } from '../../../i18n';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { ComingSoonContent } from './coming-soon-content.tsx';
import { comingSoonText } from './i18n/catalog.ts';

export function ComingSoonPage() {
  const { t } = useT(comingSoonText);
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  return (
    <section className="section">
      <div className="container narrow">
        <ComingSoonContent headingLevel={1} />
      </div>
    </section>
  );
}
