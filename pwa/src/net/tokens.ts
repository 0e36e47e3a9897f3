/** Where each role's session token is kept in localStorage. */
export const TOKEN_KEYS = {
  member: 'token',
  partner: 'partnerToken',
  admin: 'adminToken',
} as const;
