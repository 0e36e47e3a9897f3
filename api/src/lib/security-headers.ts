// Security headers on every answer, HTML and API alike, through Hono's secureHeaders. The
// Content-Security-Policy is the one the built PWA really runs under (an e2e test fails on any
// violation): every script, style, worker and fetch comes from this origin, and nothing runs
// inline (the prerendered pages load their one early script from a file, see
// pwa/src/app/prerender-marker.ts). Images may also be data: and blob: URLs: the member card's QR
// code and the desk scanner's previews are drawn that way. No page may be framed
// (clickjacking); the camera is allowed for this origin only (desk mode scans member cards), and
// the other powerful features are off.
import { Hono } from 'hono';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { finishedAnswerOf } from './finished-answer.ts';

const SELF = ["'self'"];

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: SELF,
  scriptSrc: SELF,
  styleSrc: SELF,
  imgSrc: [...SELF, 'data:', 'blob:'],
  fontSrc: SELF,
  connectSrc: SELF,
  // The service worker (sw.js) and the scripts it imports (workbox, sw-sync.js).
  workerSrc: SELF,
  manifestSrc: SELF,
  objectSrc: ["'none'"],
  baseUri: SELF,
  formAction: SELF,
  frameAncestors: ["'none'"],
};

/** The policy, in Hono's secureHeaders. */
const policy = secureHeaders({
  contentSecurityPolicy: CONTENT_SECURITY_POLICY,
  xFrameOptions: 'DENY',
  // Member and partner addresses carry no secrets, but nothing gains from leaking them either.
  referrerPolicy: 'no-referrer',
  // Browsers honour it only over HTTPS (behind the TLS proxy), and ignore it on plain http.
  strictTransportSecurity: 'max-age=31536000; includeSubDomains',
  permissionsPolicy: {
    camera: ['self'],
    microphone: [],
    geolocation: [],
    payment: [],
    usb: [],
    serial: [],
    hid: [],
    bluetooth: [],
    displayCapture: [],
  },
});

let record: Promise<Readonly<Record<string, string>>> | undefined;

/**
 * The headers the policy adds, read once from what it adds to an empty answer: the same for every
 * answer, they are then set from a plain record, and routes that finish their own answer
 * (finished-json.ts) include them.
 */
export function securityHeaderRecord(): Promise<Readonly<Record<string, string>>> {
  record ??= (async () => {
    const res = await new Hono()
      .use(policy)
      .get('/', (c) => c.body(null))
      .request('/');
    const headers: Record<string, string> = {};
    res.headers.forEach((value, name) => {
      if (name !== 'content-type' && name !== 'content-length') headers[name] = value;
    });
    return Object.freeze(headers);
  })();
  return record;
}

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (finishedAnswerOf(c)) return;
    const headers = c.res.headers;
    // A route's own header wins: the uploads route sends stricter ones for a partner's document.
    for (const [name, value] of Object.entries(await securityHeaderRecord()))
      if (!headers.has(name)) headers.set(name, value);
  };
}
