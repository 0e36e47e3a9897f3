// The directory's version, read once per request: the answer cache keeps an answer under the
// version it read, so the search behind the answer must use that same reading (and a second read
// of the database would cost as much as the first).
import type { Context } from 'hono';
import type { AppDeps } from '../../lib/deps.ts';
import { directoryVersion } from '../sync/sync-pull.service.ts';

const read = new WeakMap<Context, Promise<number>>();

export function directoryVersionOf(deps: Pick<AppDeps, 'db'>, c: Context): Promise<number> {
  let version = read.get(c);
  if (!version) read.set(c, (version = directoryVersion(deps)));
  return version;
}
