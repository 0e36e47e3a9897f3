// Zod compiles object parsers with `new Function` when it may, and probes for that on first use.
// The server's Content-Security-Policy allows no eval, so the probe alone would be reported as a
// violation (api/src/lib/security-headers.ts, e2e/security-headers.e2e.ts). Imported first by
// main.tsx, before anything parses.
import { z } from 'zod';

z.config({ jitless: true });
