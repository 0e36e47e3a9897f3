import { PageLink } from './page-link.tsx';

// The name is written the same in every language; the bar stresses its middle word.
const NAME = { start: 'Medi', middle: 'Cost', end: 'Saver' } as const;

export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <PageLink to="/" className="brand" onClick={onNavigate}>
      <img src="/icons/favicon.svg" alt="" width={32} height={32} />
      <span>
        {NAME.start}
        <strong>{NAME.middle}</strong>
        {NAME.end}
      </span>
    </PageLink>
  );
}
