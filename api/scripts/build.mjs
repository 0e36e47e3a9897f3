// `npm run build -w @mcs/api`: the server and the admin CLI as plain JavaScript in api/dist, so
// production runs node, not a TypeScript loader. @mcs/shared (TypeScript source) and the npm
// dependencies are bundled in: resolving and reading hundreds of files from node_modules was most
// of a cold start. Three stay external and load from node_modules as installed: better-sqlite3
// (native), pg (optional native parts, loaded only for PostgreSQL) and the S3 SDK (large, loaded
// only when a bucket is configured). Files the code reads at run time beside itself (the demo
// fixtures) are copied next to the bundle, where the same relative path finds them.
import { cpSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(apiDir, 'dist');
const external = ['better-sqlite3', 'pg', 'pg-native', '@aws-sdk/client-s3'];

// Written in place, never emptied first: `npm run admin:create` builds too, possibly beside a
// running server whose restart must still find api/dist/server.js.
await build({
  absWorkingDir: apiDir,
  entryPoints: {
    server: 'src/server.ts',
    'admin-create': 'src/cli/admin-create.ts',
    backup: 'src/cli/backup.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external,
  // Bundled CommonJS packages (busboy...) call require(): give the ES module one.
  banner: {
    js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
  },
  sourcemap: true,
  logLevel: 'warning',
});
// demo-files.ts reads new URL('./fixtures/', import.meta.url): beside the bundle.
cpSync(join(apiDir, 'src/seed/fixtures'), join(outdir, 'fixtures'), { recursive: true });
