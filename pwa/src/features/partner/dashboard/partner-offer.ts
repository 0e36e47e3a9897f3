// The partner's offer as its desk uses it: the clinic's name that heads the desk, the standard
// discount the verdict shows and Record Visit pre-fills, and the services a visit is chosen from.
// Asked of the server with the desk's other loads and kept on the device for this partner, so a
// desk reloaded with no network still names the clinic and gives its own discount; forgotten at
// logout, so the next partner at the counter never sees another's.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PartnerDiscount } from '@mcs/shared';
import { partnerQueries } from '../../../api/partner-api.ts';

const KEY = 'mcs.partnerOffer';

/** An offer as kept: one kept before the offer carried the clinic's name has none. */
type KeptOffer = Omit<PartnerDiscount, 'name'> & { name?: unknown };

const isOffer = (value: unknown): value is KeptOffer => {
  if (typeof value !== 'object' || value === null) return false;
  const offer = value as Record<string, unknown>;
  return (
    (offer.standardDiscount === null || typeof offer.standardDiscount === 'number') &&
    typeof offer.discountAmount === 'string' &&
    Array.isArray(offer.discountItems) &&
    offer.discountItems.every((item) => typeof item === 'string')
  );
};

/**
 * The offer kept for this partner, or undefined (none kept, another partner's, unreadable). One
 * kept before the offer carried the clinic's name still gives its discount offline, named ''
 * until the server answers (the header then shows no name rather than a wrong one).
 */
export function storedOffer(
  partnerId: string,
  storage: Storage = localStorage,
): PartnerDiscount | undefined {
  try {
    const kept: unknown = JSON.parse(storage.getItem(KEY) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return undefined;
    const { partnerId: owner, offer } = kept as { partnerId?: unknown; offer?: unknown };
    if (owner !== partnerId || !isOffer(offer)) return undefined;
    return { ...offer, name: typeof offer.name === 'string' ? offer.name : '' };
  } catch {
    return undefined;
  }
}

export function rememberOffer(
  partnerId: string,
  offer: PartnerDiscount,
  storage: Storage = localStorage,
): void {
  storage.setItem(KEY, JSON.stringify({ partnerId, offer }));
}

export function forgetOffer(storage: Storage = localStorage): void {
  storage.removeItem(KEY);
}

/** The server's answer when there is one, else what this device kept for the partner. */
export function usePartnerOffer(token: string, partnerId: string): PartnerDiscount | undefined {
  const { data } = useQuery(partnerQueries.discount(token));
  useEffect(() => {
    if (data) rememberOffer(partnerId, data);
  }, [data, partnerId]);
  return data ?? storedOffer(partnerId);
}
