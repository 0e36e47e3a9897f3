// Web Push to the browsers a member allowed notifications on. web-push encrypts the payload
// (RFC 8291, aes128gcm) and signs the VAPID header; the request goes out with fetch, so the same
// code reaches a push service over https and a test's endpoint on loopback. A subscription the
// push service calls gone (404, 410) is deleted: that browser unsubscribed or was reset.
import type { PushPayload, PushSubscriptionBody } from '@mcs/shared/renewals';
import webpush from 'web-push';
import type { AppDeps } from '../../lib/deps.ts';
import {
  deletePushSubscription,
  pushSubscriptionsOf,
  upsertPushSubscription,
} from './reminders.repo.ts';
import { vapidKeys } from './vapid-keys.ts';

type PushDeps = Pick<AppDeps, 'db' | 'env' | 'now' | 'logger'>;

/** A reminder is worth nothing after the day it is about: push services may drop it then. */
const TTL_SECONDS = 24 * 3600;

export async function vapidPublicKey(deps: Pick<AppDeps, 'db' | 'now'>): Promise<string> {
  return (await vapidKeys(deps.db, deps.now())).publicKey;
}

export async function savePushSubscription(
  deps: Pick<AppDeps, 'db' | 'now'>,
  memberId: number,
  sub: PushSubscriptionBody,
): Promise<void> {
  await upsertPushSubscription(deps.db, {
    memberId,
    endpoint: sub.endpoint,
    p256dh: sub.keys.p256dh,
    auth: sub.keys.auth,
    at: deps.now().toISOString(),
  });
}

/** Sends `payload` to each of the member's browsers; answers how many push services took it. */
export async function pushToMember(
  deps: PushDeps,
  memberId: number,
  payload: PushPayload,
): Promise<number> {
  const subs = await pushSubscriptionsOf(deps.db, memberId);
  if (subs.length === 0) return 0;
  const keys = await vapidKeys(deps.db, deps.now());
  let delivered = 0;
  for (const sub of subs) {
    const request = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: deps.env.vapidSubject, ...keys },
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
      },
    );
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(10_000),
      });
      if (response.status === 404 || response.status === 410) {
        await deletePushSubscription(deps.db, sub.id);
      } else if (response.ok) {
        delivered += 1;
      } else {
        deps.logger.warn(`Push service answered ${response.status} for member ${memberId}`);
      }
    } catch (error) {
      deps.logger.warn(
        `Push to member ${memberId} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return delivered;
}
