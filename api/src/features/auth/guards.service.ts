// Who may call a route, enforced. A route declares its access once (`...access('admin')` with
// the `access` that `routeAccess(deps)` returns): the declaration documents it (the OpenAPI role
// note and `x-auth`, which the role-matrix test reads) and brings the guard that enforces it, so
// the two cannot disagree. Each guard reads the bearer token, checks the account still exists
// (and, for partners, is approved) and that the token belongs to its current session generation
// (not ended by a logout, password change or card revocation), and exposes it to the handler as a
// typed variable:
//   createRoute({ ...access('member'), ... }), (c) => c.get('member').id
// No token or a forged/expired one is 401; a valid token of the wrong role is 403.
// A partner's API key (`Bearer mcs_…`, see the api-keys feature) passes only the routes declared
// with `access('partner', { apiKey: true })` (or 'partner-or-admin'); anywhere else it is 403, so
// a key can never manage keys, change the discount or sign anyone out.
import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { documentedAccess } from '../../lib/openapi.ts';
import type { DocumentedAccess, RouteAuth } from '../../lib/openapi.ts';
import type {
  AdminPrincipal,
  MemberOrPartnerPrincipal,
  MemberPrincipal,
  PartnerPrincipal,
  Principal,
  StaffPrincipal,
} from '../../lib/principal.ts';
import type { TokenClaims } from '../../lib/tokens.ts';
import { looksLikeApiKey, partnerOfApiKey, BAD_API_KEY } from '../api-keys/api-keys.service.ts';
import { findAccountStatus } from './sessions.repo.ts';

export const NOT_SIGNED_IN = 'Please sign in to continue.';
export const BAD_SESSION = 'Your session has expired or is not valid. Please sign in again.';
export const PARTNER_PENDING =
  'Your partner application is pending approval. You can sign in once our team has approved it.';
export const PARTNER_REJECTED = 'Your partner application was not approved.';
export const API_KEY_NOT_ALLOWED =
  'An API key cannot be used for this. Please sign in to the partner dashboard instead.';

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
  /** A member or an approved partner (OpenAPI access `member-or-partner`), never an API key. */
  requireMemberOrPartner: MiddlewareHandler<{ Variables: { account: MemberOrPartnerPrincipal } }>;
  /** An approved partner or an admin (OpenAPI access `partner-or-admin`). */
  requirePartnerOrAdmin: MiddlewareHandler<{ Variables: { staff: StaffPrincipal } }>;
  /** Any signed-in account, whatever its role (e.g. logout). */
  requireSignedIn: MiddlewareHandler<{ Variables: { principal: Principal } }>;
  /** Any valid principal or null; a bad token is still 401 rather than silently ignored. */
  optionalAuth: MiddlewareHandler<{ Variables: { principal: Principal | null } }>;
  /** `requirePartner`, or one of the partner's live API keys. */
  requirePartnerOrKey: MiddlewareHandler<{ Variables: { partner: PartnerPrincipal } }>;
  /** `requirePartnerOrAdmin`, or a partner's live API key. */
  requirePartnerOrAdminOrKey: MiddlewareHandler<{ Variables: { staff: StaffPrincipal } }>;
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

export function createAuthGuards(deps: Pick<AppDeps, 'db' | 'now' | 'tokens'>): AuthGuards {
  /** The partner behind a live API key: 403 where keys are not accepted, 401 for a dead one. */
  async function keyHolder(token: string, keysAccepted: boolean): Promise<PartnerPrincipal> {
    if (!keysAccepted) throw new AppError(403, 'api_key_not_allowed', API_KEY_NOT_ALLOWED);
    const holder = await partnerOfApiKey(deps, token);
    if (holder === null) throw AppError.unauthorized(BAD_API_KEY);
    if ('notApproved' in holder) {
      const { status, reason } = holder.notApproved;
      throw new AppError(403, 'not_approved', notApprovedMessage(status, reason));
    }
    return holder;
  }

  /** The live principal behind the request's token; null when no token was sent. */
  async function principalOf(c: Context, keysAccepted = false): Promise<Principal | null> {
    const token = bearerToken(c);
    if (!token) return null;
    if (looksLikeApiKey(token)) return keyHolder(token, keysAccepted);
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

  async function required(c: Context, keysAccepted = false): Promise<Principal> {
    const principal = await principalOf(c, keysAccepted);
    if (!principal) throw AppError.unauthorized(NOT_SIGNED_IN);
    return principal;
  }

  /** A guard letting through the principals `accepts` names, exposed to the handler as `key`. */
  function requireRole<K extends string, P extends Principal>(
    key: K,
    accepts: (p: Principal) => p is P,
    needed: string,
    keysAccepted = false,
  ): MiddlewareHandler<{ Variables: Record<K, P> }> {
    return async (c, next) => {
      const p = await required(c, keysAccepted);
      if (!accepts(p)) throw AppError.forbidden(`This needs ${needed} account.`);
      c.set(key, p);
      await next();
    };
  }

  return {
    requireMember: requireRole('member', (p) => p.role === 'member', 'a member'),
    requirePartner: requireRole('partner', (p) => p.role === 'partner', 'a partner'),
    requireAdmin: requireRole('admin', (p) => p.role === 'admin', 'an admin'),
    requireMemberOrPartner: requireRole(
      'account',
      (p): p is MemberOrPartnerPrincipal => p.role !== 'admin',
      'a member or a partner',
    ),
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
    requirePartnerOrKey: requireRole('partner', (p) => p.role === 'partner', 'a partner', true),
    requirePartnerOrAdminOrKey: requireRole(
      'staff',
      (p): p is StaffPrincipal => p.role !== 'member',
      'a partner or an admin',
      true,
    ),
  };
}

/** What each guarded access hands the handler: `c.get('admin')` under `admin`, and so on. */
interface GuardVariables {
  optional: { principal: Principal | null };
  member: { member: MemberPrincipal };
  partner: { partner: PartnerPrincipal };
  'member-or-partner': { account: MemberOrPartnerPrincipal };
  admin: { admin: AdminPrincipal };
  'partner-or-admin': { staff: StaffPrincipal };
  'signed-in': { principal: Principal };
}

/** A route's declared access and, unless it is public, the guard that enforces it. */
export type RouteAccess<A extends RouteAuth> = A extends keyof GuardVariables
  ? DocumentedAccess & { middleware: [MiddlewareHandler<{ Variables: GuardVariables[A] }>] }
  : DocumentedAccess;

/** The accesses a partner's API key may be accepted on (see `routeAccess`). */
type KeyedAuth = 'partner' | 'partner-or-admin';

/** The security requirement of a route that also takes API keys: a session token or a key. */
export const API_KEY_SECURITY: Record<string, string[]>[] = [{ bearer: [] }, { apiKey: [] }];

/**
 * `access(auth)` for a feature's route declarations: spread it into `createRoute`. With
 * `{ apiKey: true }` (partner routes only) the route also accepts a partner's API key, and says so
 * in the document (`security` lists the `apiKey` scheme, `x-api-key: true`).
 */
export function routeAccess(deps: Pick<AppDeps, 'db' | 'now' | 'tokens'>) {
  const guards = createAuthGuards(deps);
  const guardOf: Record<Exclude<RouteAuth, 'public'>, MiddlewareHandler> = {
    optional: guards.optionalAuth,
    member: guards.requireMember,
    partner: guards.requirePartner,
    'member-or-partner': guards.requireMemberOrPartner,
    admin: guards.requireAdmin,
    'partner-or-admin': guards.requirePartnerOrAdmin,
    'signed-in': guards.requireSignedIn,
  };
  const keyedGuardOf: Record<KeyedAuth, MiddlewareHandler> = {
    partner: guards.requirePartnerOrKey,
    'partner-or-admin': guards.requirePartnerOrAdminOrKey,
  };
  const isKeyed = (auth: RouteAuth): auth is KeyedAuth => auth in keyedGuardOf;
  return <A extends RouteAuth>(auth: A, options: { apiKey?: boolean } = {}): RouteAccess<A> => {
    if (options.apiKey) {
      if (!isKeyed(auth)) throw new Error(`API keys are for partner routes, not '${auth}' ones.`);
      const keyed: DocumentedAccess & { 'x-api-key': true; middleware: [MiddlewareHandler] } = {
        ...documentedAccess(auth),
        security: API_KEY_SECURITY,
        'x-api-key': true,
        middleware: [keyedGuardOf[auth]],
      };
      // As below: the keyed guard sets the same variables as the plain one of its access (the
      // extra `x-api-key` is what keeps TypeScript from seeing the overlap).
      return keyed as unknown as RouteAccess<A>;
    }
    const declared = documentedAccess(auth);
    const guard = auth === 'public' ? undefined : guardOf[auth as Exclude<RouteAuth, 'public'>];
    // A conditional type is not narrowed by the test above; GuardVariables and guardOf list the
    // same accesses, each guard setting the variables its entry names.
    return (guard ? { ...declared, middleware: [guard] } : declared) as RouteAccess<A>;
  };
}
