import { Outlet, useLocation } from 'react-router';
import { usePathLanguage, useT } from '../../../i18n';
import { ErrorBoundary } from '../../../ui/error-boundary.tsx';
import { ScrollToTop } from '../../../ui/scroll-to-top.tsx';
import { publicText } from '../i18n/catalog.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** The frame of every public page: navigation bar, the page, footer. */
export function PublicLayout() {
  // Keyed by path: after an error, moving to another page shows that page again.
  const { pathname } = useLocation();
  usePathLanguage(pathname);
  const { t } = useT(publicText);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skip')}
      </a>
      <ScrollToTop />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <ErrorBoundary key={pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <SiteFooter />
    </>
  );
}
