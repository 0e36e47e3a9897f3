/** Where each role's session token is kept in localStorage. */
export const TOKEN_KEYS = {
  member: 'token',
  partner: 'partnerToken',
  admin: 'adminToken',
} as const;

/** The bearer header of a signed-in call: `send((api) => api.api.auth.me.$get({}, bearer(t)))`. */
export function bearer(token: string): { headers: Record<string, string> } {
  return { headers: { Authorization: `Bearer ${token}` } };
}

// A session token's claims as the browser reads them: which member's copy to show, who is signed
// in at the desk, whether the console may open. Never a check: the signature is not verified (only
// the server can, and does on every call). Written here rather than with jose's decodeJwt, which
// with its helpers is 1.7 kB (brotli) of a member's first screen for a split, a base64url decode
// and a JSON parse; tokens.test.ts holds it to reading exactly what decodeJwt reads.

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function isClaims(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The token's payload when it is a compact JWS with a JSON object payload; null otherwise. */
export function readTokenClaims(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  const payload = parts[1];
  // base64url only: '+' and '/' belong to plain base64.
  if (parts.length !== 3 || !payload || /[+/]/.test(payload)) return null;
  try {
    const binary = atob(payload.replaceAll('-', '+').replaceAll('_', '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(strictUtf8.decode(bytes));
    return isClaims(claims) ? claims : null;
  } catch {
    return null;
  }
}
