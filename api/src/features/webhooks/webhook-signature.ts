// Signing a delivery as the Standard Webhooks specification describes, so a partner checks it
// with any of that specification's libraries: the key is the secret's base64 after `whsec_`, the
// signed text is `<webhook-id>.<webhook-timestamp>.<body>`, and the header is `v1,` and the
// base64 HMAC-SHA256 of it.
import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** A new endpoint's secret: 32 random bytes. */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** The three headers of a delivery of `body` (the exact bytes sent) at `at`. */
export function signedHeaders(
  secret: string,
  eventId: string,
  at: Date,
  body: string,
): SignedHeaders {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const signature = createHmac('sha256', key)
    .update(`${eventId}.${timestamp}.${body}`)
    .digest('base64');
  return {
    'webhook-id': eventId,
    'webhook-timestamp': timestamp,
    'webhook-signature': `v1,${signature}`,
  };
}
