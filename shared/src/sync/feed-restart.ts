// Apart from the pull schemas (sync-pull.ts): the app's sync loop needs this rule on a member's
// first screen, which must not bring zod with it.

/**
 * The server answers a cursor it never gave out (its database was restored or replaced) from
 * the start, with a cursor lower than the one sent. The client then drops what it cached from
 * that feed before storing the page, else entries from the old database would linger forever.
 */
export function feedRestarted(sentCursor: string, answeredCursor: string): boolean {
  return Number(answeredCursor) < Number(sentCursor);
}
