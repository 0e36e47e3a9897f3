// The member's renewal and reminder calls, through the typed client. Apart from member-api.ts,
// which the sign-in page shares with the home page's script: these load with the member area.
import {
  memberRenewalsResponseSchema,
  renewalSchema,
  vapidKeyResponseSchema,
} from '@mcs/shared/renewals';
import type { MemberRenewalsResponse, PushSubscriptionBody, Renewal } from '@mcs/shared/renewals';
import { queryOptions } from '@tanstack/react-query';
import { bearer, send } from './client.ts';

/** GET api/members/me/renewals: the amount due, the UPI link, and past requests. */
export async function fetchMyRenewals(token: string): Promise<MemberRenewalsResponse> {
  return memberRenewalsResponseSchema.parse(
    await send((api) => api.api.members.me.renewals.$get({}, bearer(token))),
  );
}

/** POST api/members/me/renewals: the family confirmed and the UPI transaction reference. */
export async function requestRenewal(token: string, utr: string): Promise<Renewal> {
  return renewalSchema.parse(
    await send((api) =>
      api.api.members.me.renewals.$post({ json: { familyConfirmed: true, utr } }, bearer(token)),
    ),
  );
}

/** GET api/push/vapid-public-key: what this browser subscribes to our push with. */
export async function fetchVapidKey(): Promise<string> {
  return vapidKeyResponseSchema.parse(await send((api) => api.api.push['vapid-public-key'].$get()))
    .publicKey;
}

/** POST api/members/me/push-subscription. */
export async function savePushSubscription(
  token: string,
  subscription: PushSubscriptionBody,
): Promise<void> {
  await send((api) =>
    api.api.members.me['push-subscription'].$post({ json: subscription }, bearer(token)),
  );
}

export const renewalQueries = {
  mine: (token: string) =>
    queryOptions({
      queryKey: ['member', token, 'renewals'],
      queryFn: () => fetchMyRenewals(token),
      staleTime: 0,
    }),
};
