import { pageMeta } from '@mcs/shared/routes';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { ComingSoonContent } from './coming-soon-content.tsx';

export function ComingSoonPage() {
  usePageMeta(pageMeta('/coming-soon'));
  return (
    <section className="section">
      <div className="container narrow">
        <ComingSoonContent headingLevel={1} />
      </div>
    </section>
  );
}
