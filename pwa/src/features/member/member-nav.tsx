import { Link } from 'react-router';
import { InstallApp } from '../../ui/install-app.tsx';
import { useReachability } from '../../net/use-reachability.ts';

interface Props {
  name: string | null;
  onShowCard: (() => void) | null;
  onLogout: () => void;
}

/** The member's bar: brand, the member's name or Guest, Logout; plus the card one tap away. */
export function MemberNav({ name, onShowCard, onLogout }: Props) {
  const reach = useReachability();
  return (
    <header className="member-nav">
      <div className="container member-nav-inner">
        <Link to="/" className="brand">
          MediCostSaver
        </Link>
        <div className="member-nav-actions">
          {reach !== 'online' && (
            <span className="offline-pill" role="status">
              {reach === 'offline' ? 'Offline' : 'No connection'}
            </span>
          )}
          <span className="member-name">{name ?? 'Guest'}</span>
          <InstallApp className="btn btn-outline-light btn-sm" />
          {onShowCard && (
            <button type="button" className="btn btn-light btn-sm" onClick={onShowCard}>
              Show card
            </button>
          )}
          <button type="button" className="btn btn-outline-light btn-sm" onClick={onLogout}>
            Logout
          </button>
        </div>
      </div>
    </header>
  );
}
