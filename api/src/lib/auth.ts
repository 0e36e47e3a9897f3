// Role enforcement on the server. Each guard reads the bearer token, checks the account still
// exists (and, for partners, is approved) and that the token belongs to its current session
// generation (not ended by a logout, password change or card revocation), and exposes it to the
// handler as a typed variable:
//   app.get('/me', auth.requireMember, (c) => c.get('member').id)
// No token or a forged/expired one is 401; a valid token of the wrong role is 403.
import type { Context, MiddlewareHandler } from 'hono';
import type { PartnerType } from '@mcs/shared';
import { findAccountStatus } from './auth.repo.ts';
import { AppError } from './app-error.ts';
import type { AppDeps } from './deps.ts';
import type { TokenClaims } from './tokens.ts';

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
}
export interface AdminPrincipal {
  role: 'admin';
  id: number;
  email: string;
}
export type Principal = MemberPrincipal | PartnerPrincipal | AdminPrincipal;
/** Who works the desk's verify call: an approved partner, or an admin checking a card. */
export type StaffPrincipal = PartnerPrincipal | AdminPrincipal;

export const NOT_SIGNED_IN = 'Please sign in to continue.';
export const BAD_SESSION = 'Your session has expired or is not valid. Please sign in again.';
export const PARTNER_PENDING =
  'Your partner application is pending approval. You can sign in once our team has approved it.';
export const PARTNER_REJECTED = 'Your partner application was not approved.';

/** What a pending or rejected partner is told, at login and on any partner call. */
export function notApprovedMessage(status: string, reason: string | null): string {
  if (status === 'pending') return PARTNER_PENDING;
  return reason ? `${PARTNER_REJECTED} Reason: ${reason}` : PARTNER_REJECTED;
}

export interface AuthGuards {
  requireMember: MiddlewareHandler<{ Variables: { member: MemberPrincipal } }>;
  /** An approved partner: pending or rejected partners get 403 with the reason. */
  requirePartner: MiddlewareHandler<{ Variables: { partner: PartnerPrincipal } }>;
  requireAdmin: MiddlewareHandler<{ Variables: { admin: AdminPrincipal } }>;
  /** An approved partner or an admin (OpenAPI access `partner-or-admin`). */
  requirePartnerOrAdmin: MiddlewareHandler<{ Variables: { staff: StaffPrincipal } }>;
  /** Any signed-in account, whatever its role (e.g. logout). */
  requireSignedIn: MiddlewareHandler<{ Variables: { principal: Principal } }>;
  /** Any valid principal or null; a bad token is still 401 rather than silently ignored. */
  optionalAuth: MiddlewareHandler<{ Variables: { principal: Principal | null } }>;
}

function bearerToken(c: Context): string | null {
  const header = c.req.header('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

function toPrincipal(claims: TokenClaims): Principal | null {
  const id = Number(claims.id);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  if (claims.role === 'partner')
    return { role: 'partner', id, email: claims.email, type: claims.type };
  return { role: claims.role, id, email: claims.email };
}

export function createAuthGuards(deps: Pick<AppDeps, 'db' | 'tokens'>): AuthGuards {
  /** The live principal behind the request's token; null when no token was sent. */
  async function principalOf(c: Context): Promise<Principal | null> {
    const token = bearerToken(c);
    if (!token) return null;
    const claims = await deps.tokens.verify(token);
    const principal = claims ? toPrincipal(claims) : null;
    if (!claims || !principal) throw AppError.unauthorized(BAD_SESSION);
    const account = await findAccountStatus(deps.db, principal.role, principal.id);
    if (account === null) throw AppError.unauthorized(BAD_SESSION);
    // A token from before generations existed carries none: it counts as the first, 0.
    if ((claims.gen ?? 0) !== account.sessionGeneration) throw AppError.unauthorized(BAD_SESSION);
    if (principal.role === 'partner' && account.status !== 'approved') {
      throw new AppError(403, 'not_approved', notApprovedMessage(account.status, account.reason));
    }
    return principal;
  }

  async function required(c: Context): Promise<Principal> {
    const principal = await principalOf(c);
    if (!principal) throw AppError.unauthorized(NOT_SIGNED_IN);
    return principal;
  }

  /** A guard letting through the principals `accepts` names, exposed to the handler as `key`. */
  function requireRole<K extends string, P extends Principal>(
    key: K,
    accepts: (p: Principal) => p is P,
    needed: string,
  ): MiddlewareHandler<{ Variables: Record<K, P> }> {
    return async (c, next) => {
      const p = await required(c);
      if (!accepts(p)) throw AppError.forbidden(`This needs ${needed} account.`);
      c.set(key, p);
      await next();
    };
  }

  return {
    requireMember: requireRole('member', (p) => p.role === 'member', 'a member'),
    requirePartner: requireRole('partner', (p) => p.role === 'partner', 'a partner'),
    requireAdmin: requireRole('admin', (p) => p.role === 'admin', 'an admin'),
    requirePartnerOrAdmin: requireRole(
      'staff',
      (p): p is StaffPrincipal => p.role !== 'member',
      'a partner or an admin',
    ),
    requireSignedIn: async (c, next) => {
      c.set('principal', await required(c));
      await next();
    },
    optionalAuth: async (c, next) => {
      c.set('principal', await principalOf(c));
      await next();
    },
  };
}
