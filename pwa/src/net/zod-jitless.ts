// Zod compiles object parsers with `new Function` when it may, and probes for that when each
// object schema is built, that is when a module declaring schemas is evaluated. The server's
// Content-Security-Policy allows no eval, so the probe alone would be reported as a violation
// (api/src/lib/security-headers.ts, e2e/security-headers.e2e.ts).
//
// So this runs before the first schema of every bundle that builds some: routes.tsx loads each
// area only after importing it (lazy-area.ts), and the service worker's script imports it first
// (offline/sw-sync.ts). main.tsx does not import it: the public pages build no schema, and
// zod's config alone would put about 10 kB of zod into the home page's script.
//
// zod's config from its core, not `z` from 'zod': the member's first screen builds no schema
// either, and `z` would bring the whole of zod's schemas to it.
import { config } from 'zod/v4/core';

config({ jitless: true });
