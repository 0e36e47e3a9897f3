// Who is calling, as a route's guard established it from the bearer token. Services take these to
// check access themselves (lib/admin-access.ts), so they live below the features.
import type { PartnerType } from '@mcs/shared';

export interface MemberPrincipal {
  role: 'member';
  id: number;
  email: string;
}
export interface PartnerPrincipal {
  role: 'partner';
  id: number;
  email: string;
  type: PartnerType;
  /** Set when the partner's clinic software called with one of its API keys, not a session. */
  apiKeyId?: number;
}
export interface AdminPrincipal {
  role: 'admin';
  id: number;
  email: string;
}
export type Principal = MemberPrincipal | PartnerPrincipal | AdminPrincipal;
/** Whoever holds a password of their own choosing and may change it: a member or a partner. */
export type MemberOrPartnerPrincipal = MemberPrincipal | PartnerPrincipal;
/** Who works the desk's verify call: an approved partner, or an admin checking a card. */
export type StaffPrincipal = PartnerPrincipal | AdminPrincipal;
