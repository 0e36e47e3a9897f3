// The screens' door to the server: screens call these functions (and those of member-api.ts,
// partner-api.ts, admin-api.ts) and never build a URL or read a Response themselves. The request
// layer under them (net/request.ts) returns the declared answer or throws ApiError / NetworkError.
import type { ContactUserType } from '@mcs/shared';
import { ApiError, NETWORK_ERROR, NetworkError } from '../net/errors.ts';
import type { FailureTexts } from '../net/message-for.ts';
import type { Call, Requester } from '../net/request.ts';
import { bearer, TOKEN_KEYS } from '../net/tokens.ts';

export { ApiError, NetworkError, TOKEN_KEYS, bearer };

// The request layer loads with the first call, like the typed client under it, so the public
// pages' script (a contact form, a sign-in) carries neither. It is precached: it loads offline.
let loading: Promise<Requester> | undefined;

async function requester(): Promise<Requester> {
  // `fetch` is looked up on each call (tests replace it).
  loading ??= import('../net/request.ts').then(({ createRequester }) => createRequester());
  try {
    return await loading;
  } catch (error) {
    loading = undefined; // a chunk that failed to download is fetched again next time
    throw new NetworkError(error);
  }
}

/**
 * messageFor (net/message-for.ts) for the public pages' forms, loaded with the first failure like
 * the request layer before it, so their script leaves it out. Should it not load (a new version
 * replaced this one's files, or no network before anything was precached), the failure got no
 * answer as far as the person can tell.
 */
export async function failureText(
  failure: unknown,
  fallback: string,
  texts: FailureTexts = {},
): Promise<string> {
  try {
    const { messageFor } = await import('../net/message-for.ts');
    return messageFor(failure, fallback, texts);
  } catch {
    return texts.network ?? NETWORK_ERROR;
  }
}

/**
 * Sends one typed call and returns its declared answer; throws ApiError (a non-2xx answer, with
 * the server's message and code) or NetworkError (no answer at all).
 */
export async function send<T>(call: Call<T>): Promise<T> {
  return (await requester()).send(call);
}

/** A typed call whose answer is a file: the Response, its body unread. */
export async function respond(call: Call<unknown>): Promise<Response> {
  return (await requester()).respond(call);
}

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  userType: ContactUserType;
}

/** POST api/contact/submit: success is judged by the HTTP status alone. */
export async function submitContact(message: ContactMessage): Promise<void> {
  await send((api) => api.api.contact.submit.$post({ header: {}, json: message }));
}

export type MemberCredentials = { password: string } & ({ email: string } | { phone: string });

export interface LoginResult {
  token: string;
  message?: string;
  /** The password is the one-time one from enrolment: the app asks for a new one first. */
  mustChangePassword: boolean;
}

/** POST api/auth/login; stores the member token under 'token' on success. */
export async function memberLogin(credentials: MemberCredentials): Promise<LoginResult> {
  const result: Partial<LoginResult> | undefined = await send((api) =>
    api.api.auth.login.$post({ json: credentials }),
  );
  if (!result?.token) throw new ApiError(500, 'No token returned');
  localStorage.setItem(TOKEN_KEYS.member, result.token);
  return {
    token: result.token,
    message: result.message,
    mustChangePassword: result.mustChangePassword === true,
  };
}
