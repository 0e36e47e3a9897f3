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
