import { usePageMeta } from '../../../ui/page-meta.ts';
import { PUBLIC_PAGES } from '../public-pages.ts';
import { ComingSoonContent } from './coming-soon-content.tsx';

export function ComingSoonPage() {
  usePageMeta(PUBLIC_PAGES['/coming-soon']);
  return (
    <section className="section">
      <div className="container narrow">
        <ComingSoonContent headingLevel={1} />
      </div>
    </section>
  );
}
