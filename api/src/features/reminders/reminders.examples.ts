// Examples of the push and reminder calls, for the OpenAPI document.
import type {
  okResponseSchema,
  pushSubscriptionBodySchema,
  vapidKeyResponseSchema,
} from '@mcs/shared/renewals';
import type { z } from 'zod';

export const vapidKeyAnswer = {
  publicKey:
    'BG51hZtbfT4ErsmMlldWEpt7eeX6Tq0KgyWthngzggDOfvpfxZNeUXqfDBhJx1m0kXrW3Kq3YV1nLZt1xAvQ8mE',
} satisfies z.output<typeof vapidKeyResponseSchema>;

export const pushSubscriptionBody = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/dK3n9sQ0x1E:APA91bH4',
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
} satisfies z.input<typeof pushSubscriptionBodySchema>;

export const okAnswer = { ok: true } satisfies z.output<typeof okResponseSchema>;

export const unsubscribedAnswer = {
  message:
    'You will get no more membership reminder e-mails. Your membership and your card are not affected.',
};
