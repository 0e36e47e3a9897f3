import { Link } from 'react-router';

export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to="/" className="brand" onClick={onNavigate}>
      <img src="/icons/favicon.svg" alt="" width={32} height={32} />
      <span>
        Medi<strong>Cost</strong>Saver
      </span>
    </Link>
  );
}
