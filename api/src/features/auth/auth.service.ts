// Sign-in for members and admins, admin registration by invite, the member's own profile, and a
// member's or partner's change of their own password.
// Wrong credentials always get the same answer, whether or not the account exists.
import type {
  AdminRegisterBody,
  ChangePasswordBody,
  CurrentMember,
  EmailLoginBody,
  LoginResponse,
  MemberLoginBody,
  MemberLoginResponse,
} from '@mcs/shared';
import type { Kysely } from 'kysely';
import type { AdminRow, DB } from '../../db/schema.ts';
import { DEMO_SIGN_INS } from '../../lib/demo-sign-ins.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { MemberOrPartnerPrincipal, Principal } from '../../lib/principal.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { limitLogin } from '../../lib/rate-limit.ts';
import { signInWithPassword } from '../../lib/sign-in.ts';
import type { SignInCaller } from '../../lib/sign-in.ts';
import type { SignedIn } from '../../lib/known-device.ts';
import type { TokenClaims } from '../../lib/tokens.ts';
import {
  findMemberById,
  findMemberSignIn,
  findMemberSignInById,
  setMemberPassword,
  toCurrentMember,
} from '../members/members.service.ts';
import { findPartnerSignInById, setPartnerPassword } from '../partners/partners.service.ts';
import { recordAdminAction } from '../audit/audit.service.ts';
import { inviteLabel } from './admin-invites.service.ts';
import {
  claimInvite,
  findAdminByEmail,
  findAdminById,
  insertAdmin,
  inviteIsUsable,
} from './auth.repo.ts';
import { raiseSessionGeneration } from './sessions.repo.ts';
import type { AccountRole } from './sessions.repo.ts';

export const BAD_MEMBER_CREDENTIALS = 'Invalid email/phone or password.';
export const BAD_CREDENTIALS = 'Invalid email or password.';
export const ADMIN_EXISTS =
  'An admin account with this email already exists. Please sign in instead.';
export const INVITE_REQUIRED = 'A valid admin invite code is required to register as an admin.';

type Deps = Pick<AppDeps, 'db' | 'tokens' | 'loginLimits' | 'now' | 'env'>;

export async function memberLogin(
  deps: Deps,
  body: MemberLoginBody,
  caller: SignInCaller,
): Promise<SignedIn<MemberLoginResponse>> {
  const signIn = await signInWithPassword(deps, {
    kind: 'member',
    identifier: 'email' in body ? body.email : body.phone,
    password: body.password,
    caller,
    badCredentials: BAD_MEMBER_CREDENTIALS,
    find: () =>
      findMemberSignIn(deps.db, 'email' in body ? { email: body.email } : { phone: body.phone }),
    passwordHashOf: (member) => member.passwordHash,
  });
  const token = await deps.tokens.sign({
    role: 'member',
    id: String(signIn.id),
    email: signIn.member.email,
    gen: signIn.sessionGeneration,
  });
  return {
    answer: {
      token,
      message: 'Login successful',
      mustChangePassword: signIn.member.mustChangePassword,
    },
    accountId: signIn.id,
  };
}

export const WRONG_CURRENT_PASSWORD =
  'Your current password is not correct. Please type it again, or sign out and ask for help.';
export const PASSWORD_CHANGED_MEANWHILE =
  'Your password was changed from another session. Please sign in again.';
export const PASSWORD_CHANGED = 'Password changed';

/** A member's or partner's password as the change needs it, whichever feature keeps the account. */
interface PasswordAccount {
  passwordHash: string;
  /** Who the new session token names; its generation is the one the change hands out. */
  claims: TokenClaims;
  /** Sets the new hash while the stored one is `previousHash`: the new generation, or undefined. */
  setPassword(change: { previousHash: string; passwordHash: string }): Promise<number | undefined>;
}

async function passwordAccount(
  db: Kysely<DB>,
  who: MemberOrPartnerPrincipal,
): Promise<PasswordAccount | undefined> {
  if (who.role === 'member') {
    const member = await findMemberSignInById(db, who.id);
    return (
      member && {
        passwordHash: member.passwordHash,
        claims: { role: 'member', id: String(member.id), email: member.member.email },
        setPassword: (change) => setMemberPassword(db, { id: member.id, ...change }),
      }
    );
  }
  const partner = await findPartnerSignInById(db, who.id);
  return (
    partner && {
      passwordHash: partner.passwordHash,
      claims: { role: 'partner', id: String(partner.id), email: partner.email, type: partner.type },
      setPassword: (change) => setPartnerPassword(db, { id: partner.id, ...change }),
    }
  );
}

/**
 * The signed-in member or partner replaces their password. Counted like a sign-in (the same
 * limits, keyed by the account and address), so a session left open on a shared phone or a clinic
 * desk cannot be used to guess the password at speed; a wrong current password is a 401 that
 * counts as a failure. The change ends every session of the account, on every device, this one's
 * included (one generation per account): the answer carries a new token for this session. Of two
 * changes racing, the one that finds the hash it checked already replaced is a 409.
 */
export async function changePassword(
  deps: Deps,
  who: MemberOrPartnerPrincipal,
  body: ChangePasswordBody,
  ip: string,
): Promise<LoginResponse> {
  return limitLogin(
    deps.loginLimits,
    deps.db,
    { ip },
    `${who.role}-password#${who.id}`,
    async () => {
      const account = await passwordAccount(deps.db, who);
      if (!account) throw AppError.unauthorized();
      if (!(await verifyPassword(body.currentPassword, account.passwordHash))) {
        throw new AppError(401, 'wrong_password', WRONG_CURRENT_PASSWORD);
      }
      const generation = await account.setPassword({
        previousHash: account.passwordHash,
        passwordHash: await hashPassword(body.newPassword),
      });
      if (generation === undefined) throw AppError.conflict(PASSWORD_CHANGED_MEANWHILE);
      const token = await deps.tokens.sign({ ...account.claims, gen: generation });
      return { token, message: PASSWORD_CHANGED };
    },
  );
}

function adminToken(
  deps: Deps,
  admin: { id: number; email: string; session_generation: number },
): Promise<string> {
  return deps.tokens.sign({
    role: 'admin',
    id: String(admin.id),
    email: admin.email,
    isAdmin: true,
    gen: admin.session_generation,
  });
}

export async function currentMember(
  deps: Pick<AppDeps, 'db' | 'now'>,
  memberId: number,
): Promise<CurrentMember> {
  const member = await findMemberById(deps.db, memberId);
  if (!member) throw AppError.unauthorized();
  return toCurrentMember(member, deps.now());
}

/** The admin as the audit log names them: who signed in, registered or signed out. */
function adminTarget(admin: Pick<AdminRow, 'id' | 'name' | 'email'>) {
  return { type: 'admin' as const, id: admin.id, label: `${admin.name} <${admin.email}>` };
}

const asActor = (admin: Pick<AdminRow, 'id' | 'email'>) => ({
  role: 'admin' as const,
  id: admin.id,
  email: admin.email,
});

export async function adminLogin(
  deps: Deps,
  body: EmailLoginBody,
  caller: SignInCaller,
): Promise<SignedIn<LoginResponse>> {
  const admin = await signInWithPassword(deps, {
    kind: 'admin',
    identifier: body.email,
    password: body.password,
    caller,
    badCredentials: BAD_CREDENTIALS,
    find: () => findAdminByEmail(deps.db, body.email),
    passwordHashOf: (admin) => admin.password_hash,
  });
  // Every way into the console is on the record, beside what was done there.
  await recordAdminAction(deps.db, asActor(admin), {
    action: 'admin.sign-in',
    target: adminTarget(admin),
    at: deps.now().toISOString(),
  });
  return {
    answer: { token: await adminToken(deps, admin), message: 'Login successful' },
    accountId: admin.id,
  };
}

/** The configured code, the demo code in demo mode, or an issued unused one. */
async function inviteKind(
  deps: Deps,
  code: string | undefined,
): Promise<'standing' | 'issued' | null> {
  if (!code) return null;
  if (deps.env.adminInviteCode && code === deps.env.adminInviteCode) return 'standing';
  if (deps.env.demo && code === DEMO_SIGN_INS.adminInviteCode) return 'standing';
  return (await inviteIsUsable(deps.db, code, deps.now().toISOString())) ? 'issued' : null;
}

export async function adminRegister(
  deps: Deps,
  body: AdminRegisterBody,
  ip: string,
): Promise<LoginResponse> {
  // Counted like a login so invite codes cannot be guessed at speed.
  return limitLogin(deps.loginLimits, deps.db, { ip }, `admin-register:${body.email}`, async () => {
    const kind = await inviteKind(deps, body.inviteCode);
    if (!kind) throw AppError.forbidden(INVITE_REQUIRED);
    if (await findAdminByEmail(deps.db, body.email)) {
      throw AppError.conflict(ADMIN_EXISTS);
    }
    const nowIso = deps.now().toISOString();
    const passwordHash = await hashPassword(body.password);
    const admin = await deps.db
      .transaction()
      .execute(async (trx) => {
        const created = await insertAdmin(trx, {
          name: body.name,
          email: body.email,
          phone: body.phone,
          passwordHash,
          createdAt: nowIso,
        });
        // Claimed inside the transaction: two people racing for one code cannot both get in.
        if (
          kind === 'issued' &&
          !(await claimInvite(trx, body.inviteCode ?? '', created.id, nowIso))
        ) {
          throw AppError.forbidden(INVITE_REQUIRED);
        }
        await recordAdminAction(trx, asActor(created), {
          action: 'admin.register',
          target: adminTarget(created),
          at: nowIso,
          detail:
            kind === 'issued'
              ? `Invite code ${inviteLabel(body.inviteCode ?? '')}`
              : 'Standing invite code',
        });
        return created;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw AppError.conflict(ADMIN_EXISTS);
        throw error;
      });
    return { token: await adminToken(deps, admin), message: 'Admin registered successfully' };
  });
}

export const LOGGED_OUT = 'Logged out';

/**
 * Ends every session of the account issued so far: their tokens carry the old generation, which
 * the route guards refuse. Runs in the caller's transaction when `db` is one (a card revocation
 * ends the member's sessions with it).
 */
export async function endSessions(db: Kysely<DB>, role: AccountRole, id: number): Promise<void> {
  await raiseSessionGeneration(db, role, id);
}

/**
 * Signs the account out everywhere: every token issued to it so far stops working on its next
 * request, on this device and any other (one generation per account, not per device).
 */
export async function logout(
  deps: Pick<AppDeps, 'db' | 'now'>,
  principal: Principal,
): Promise<{ message: string }> {
  await deps.db.transaction().execute(async (trx) => {
    await endSessions(trx, principal.role, principal.id);
    if (principal.role === 'admin') {
      const admin = await findAdminById(trx, principal.id);
      if (admin) {
        await recordAdminAction(trx, principal, {
          action: 'admin.sign-out',
          target: adminTarget(admin),
          at: deps.now().toISOString(),
        });
      }
    }
  });
  return { message: LOGGED_OUT };
}
