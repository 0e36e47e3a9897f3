// The issuer the desk checks scanned cards against is this server's (GET api/config), not a
// constant: a deployment with its own CARD_ISSUER must not see its edited cards called 'forged'.
// Kept on the device so a desk reloaded with no network still names tampered cards correctly.
import { fetchAppConfig } from '../../../api/partner-api.ts';

const KEY = 'mcs.cardIssuer';

export function storedCardIssuer(storage: Storage = localStorage): string | undefined {
  return storage.getItem(KEY) ?? undefined;
}

/** Asks the server; falls back to the stored issuer (or none) when it cannot be reached. */
export async function refreshCardIssuer(
  storage: Storage = localStorage,
): Promise<string | undefined> {
  try {
    const { cardIssuer } = await fetchAppConfig();
    if (cardIssuer) storage.setItem(KEY, cardIssuer);
    return cardIssuer ?? storedCardIssuer(storage);
  } catch {
    return storedCardIssuer(storage);
  }
}
