// A browser that has signed in to an account before is known to it by a signed cookie, so the
// owner is never locked out by someone else's failures at the same address: ten wrong passwords
// on the owner's account from a clinic's shared address exhaust that account and address for
// everyone there, and a flood from the address exhausts the address itself. With the cookie, the
// owner's browser is counted on its own instead (its own failures still lock it, and it still
// waits the account's delay), never by the address.
// An attacker without the cookie gains nothing: it is set only on a successful sign-in (knowing
// the password), names that one account, is signed with a key derived from the server's secret
// (a changed or made-up cookie is ignored), is HttpOnly (no script reads it), SameSite=Strict and
// sent back only to the sign-in route that set it.
import { createHmac, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';
import type { Env } from '../env.ts';
import { clientAddress } from './rate-limit.ts';
import type { SignInCaller, SignInKind } from './sign-in.ts';

/** Who a browser's cookie says it signed in as before. */
export interface KnownDevice {
  accountId: number;
  /** Random per browser and account: its failures are counted under it. */
  deviceId: string;
}

/** What a sign-in service answers: the route's answer and the account it opened. */
export interface SignedIn<T> {
  answer: T;
  accountId: number;
}

/** A browser stays known this long after its last sign-in (each sign-in renews it). */
export const KNOWN_DEVICE_DAYS = 180;
const KEPT_SECONDS = KNOWN_DEVICE_DAYS * 24 * 3600;

const cookieName = (kind: SignInKind) => `mcs_${kind}_device`;

/** Its own key, so nothing signed for a cookie could pass for a session token or the reverse. */
const cookieKey = (env: Pick<Env, 'jwtSecret'>) =>
  createHmac('sha256', env.jwtSecret).update('mcs known-device cookie').digest();

const DEVICE_ID = /^[0-9a-f]{32}$/;

async function readKnownDevice(
  c: Context,
  env: Pick<Env, 'jwtSecret'>,
  kind: SignInKind,
  now: Date,
): Promise<KnownDevice | undefined> {
  const value = await getSignedCookie(c, cookieKey(env), cookieName(kind));
  if (!value) return undefined;
  const [cookieKind, account, deviceId = '', issued] = value.split(':');
  const accountId = Number(account);
  const age = now.getTime() / 1000 - Number(issued);
  if (cookieKind !== kind || !Number.isSafeInteger(accountId) || !DEVICE_ID.test(deviceId))
    return undefined;
  // Its Max-Age ends it in the browser; a copy kept elsewhere ends here.
  if (!(age >= 0 && age <= KEPT_SECONDS)) return undefined;
  return { accountId, deviceId };
}

function isHttps(c: Context, env: Pick<Env, 'trustProxy'>): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  const forwarded = env.trustProxy && c.req.header('x-forwarded-proto')?.split(',').at(-1)?.trim();
  return forwarded === 'https';
}

/**
 * Runs a password sign-in of `kind` for this request: tells it the address and the browser's
 * known account (if its cookie is good), and after a success sets the cookie naming the account
 * (the same device id renewed, or a new one), sent back only to this same sign-in route.
 */
export async function signInFromBrowser<T>(
  c: Context,
  deps: { env: Pick<Env, 'jwtSecret' | 'trustProxy'>; now: () => Date },
  kind: SignInKind,
  signIn: (caller: SignInCaller) => Promise<SignedIn<T>>,
): Promise<T> {
  const now = deps.now();
  const device = await readKnownDevice(c, deps.env, kind, now);
  const { answer, accountId } = await signIn({ ip: clientAddress(c, deps.env), device });
  const deviceId =
    device?.accountId === accountId ? device.deviceId : randomBytes(16).toString('hex');
  const issued = Math.floor(now.getTime() / 1000);
  await setSignedCookie(
    c,
    cookieName(kind),
    `${kind}:${accountId}:${deviceId}:${issued}`,
    cookieKey(deps.env),
    {
      path: c.req.path,
      httpOnly: true,
      sameSite: 'Strict',
      secure: isHttps(c, deps.env),
      maxAge: KEPT_SECONDS,
    },
  );
  return answer;
}
