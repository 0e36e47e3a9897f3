/** Green for Active/approved/resolved, red for pending queries, yellow for Pending, grey otherwise. */
const TONES: Record<string, string> = {
  Active: 'ok',
  approved: 'ok',
  Pending: 'warn',
  pending: 'warn',
  Expired: 'muted',
  Cancelled: 'muted',
  Rejected: 'muted',
  rejected: 'muted',
};

export function StatusBadge({ status, tone }: { status: string; tone?: string }) {
  return (
    <span className={`admin-badge admin-badge-${tone ?? TONES[status] ?? 'muted'}`}>{status}</span>
  );
}
