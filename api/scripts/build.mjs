// `npm run build -w @mcs/api`: the server and the admin CLI as plain JavaScript in api/dist, so
// production runs node, not a TypeScript loader. @mcs/shared (TypeScript source) is bundled in;
// every npm dependency stays external and loads from node_modules as installed (better-sqlite3 is
// native; the others keep their own module layout). Files the code reads at run time beside
// itself (the demo fixtures) are copied next to the bundle, where the same relative path finds them.
import { cpSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(apiDir, 'dist');
const dependencies = (dir) =>
  Object.keys(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).dependencies ?? {});
const external = [...dependencies(apiDir), ...dependencies(join(apiDir, '..', 'shared'))].filter(
  (name) => name !== '@mcs/shared',
);

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
  sourcemap: true,
  logLevel: 'warning',
});
// demo-files.ts reads new URL('./fixtures/', import.meta.url): beside the bundle.
cpSync(join(apiDir, 'src/seed/fixtures'), join(outdir, 'fixtures'), { recursive: true });
