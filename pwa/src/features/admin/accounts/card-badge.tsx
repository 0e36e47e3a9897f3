import type { CardState } from '@mcs/shared';
import { StatusBadge } from '../status-badge.tsx';

/** What a partner's desk makes of the member's newest card, beside the membership status. */
const CARD_BADGES: Record<CardState, { label: string; tone: string }> = {
  active: { label: 'Card active', tone: 'ok' },
  revoked: { label: 'Card revoked', tone: 'danger' },
  expired: { label: 'Card expired', tone: 'muted' },
  none: { label: 'No card yet', tone: 'secondary' },
};

export function CardBadge({ state }: { state: CardState }) {
  const { label, tone } = CARD_BADGES[state];
  return <StatusBadge status={label} tone={tone} />;
}
