// A JSON answer made whole by its route (see finished-answer.ts): serialised once, compressed once
// for the client that asked, with the security headers every answer carries.
import type { Context, TypedResponse } from 'hono';
import { encodedFor } from './api-compression.ts';
import type { EncodedBodies } from './encoded-bodies.ts';
import { markFinished } from './finished-answer.ts';
import { securityHeaderRecord } from './security-headers.ts';
import { requestHeader } from './request-header.ts';

/** JSON text of a `T`, built from `T` values by the service that returns it. */
export type JsonText<T> = string & { readonly jsonOf?: T };

const encoder = new TextEncoder();

/** Where a body made from the same JSON is kept, and the key that names that JSON. */
export interface SameAnswer {
  bodies: EncodedBodies;
  key: string;
}

/**
 * A 200 answer of `json` (its text, or what makes it). Typed as the route's declared JSON answer,
 * which the text is: the typed client reads it as one. With `same`, a body kept for its key (and
 * the client's Accept-Encoding) is sent again without making the JSON, and one made now is kept
 * there.
 */
export async function finishedJson<T>(
  c: Context,
  json: JsonText<T> | (() => Promise<JsonText<T>>),
  same?: SameAnswer,
): Promise<Response & TypedResponse<T, 200, 'json'>> {
  const acceptEncoding = requestHeader(c, 'accept-encoding');
  // Each encoding the client may accept is a body of its own.
  const keptAs = same && `${acceptEncoding ?? ''}\n${same.key}`;
  let encoded = keptAs && same.bodies.get(keptAs);
  if (!encoded) {
    const text = typeof json === 'function' ? await json() : json;
    encoded = await encodedFor(acceptEncoding, encoder.encode(text));
    if (keptAs) same.bodies.set(keptAs, encoded);
  }
  const { body, encoding, vary } = encoded;
  const headers: Record<string, string> = {
    ...(await securityHeaderRecord()),
    'content-type': 'application/json',
    'content-length': String(body.byteLength),
  };
  if (vary) headers.vary = 'Accept-Encoding';
  if (encoding) headers['content-encoding'] = encoding;
  markFinished(c, { body, headers });
  return new Response(body, { status: 200, headers }) as Response & TypedResponse<T, 200, 'json'>;
}
