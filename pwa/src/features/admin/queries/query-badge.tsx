import type { ContactQueryStatus } from '@mcs/shared';
import { StatusBadge } from '../status-badge.tsx';

/** Pending red, resolved the default badge, anything else secondary. */
const QUERY_TONES: Record<ContactQueryStatus, string> = {
  pending: 'danger',
  resolved: 'default',
  'in-progress': 'secondary',
};

export function QueryBadge({ status }: { status: ContactQueryStatus }) {
  return <StatusBadge status={status} tone={QUERY_TONES[status]} />;
}
