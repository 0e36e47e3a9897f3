// Zod compiles object parsers with `new Function` when it may, and probes for that when each
// object schema is built, that is when a module declaring schemas is evaluated. The server's
// Content-Security-Policy allows no eval, so the probe alone would be reported as a violation
// (api/src/lib/security-headers.ts, e2e/security-headers.e2e.ts).
//
// So this runs before the first schema of every bundle that builds some: it is part of the app's
// first script (lazy-area.ts imports it), and schemas are built only in the chunks loaded after
// it; the service worker's script imports it first (offline/sw-sync.ts). A few bytes on every
// page: no download waits for it.
//
// Zod keeps its config on globalThis (`__zod_globalConfig`, shared by every copy of zod on a page)
// and reads `jitless` from there when a schema is built, whether it is set before or after zod's
// core is evaluated. Setting it there needs none of zod's code: `config()` from zod's core would
// bring 3.6 kB (brotli) of it to a member's first screen, which builds no schema
// (zod-jitless.test.ts holds zod to reading it).
interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

const zodGlobal = globalThis as typeof globalThis & ZodGlobal;
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

// A module (it is imported for its effect), not a script.
export {};
