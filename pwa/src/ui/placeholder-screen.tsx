import { usePageMeta } from './page-meta.ts';

/** A screen whose real content a later issue builds: its heading and title are already right. */
export function PlaceholderScreen({ title }: { title: string }) {
  usePageMeta({ title: `${title} - MediCostSaver`, description: `${title} on MediCostSaver.` });
  return (
    <section className="section">
      <div className="container narrow">
        <h1>{title}</h1>
      </div>
    </section>
  );
}
