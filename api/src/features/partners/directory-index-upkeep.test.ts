// The directory's full-text index, filled a partner at a time, is merged back into one b-tree off
// the request path; searches find the same partners in the same order before and after.
import { afterEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { onPostgres } from '../../test/test-database.ts';
import { MERGE_ABOVE_SEGMENTS, directoryIndexUpkeep } from './directory-index-upkeep.ts';
import { directoryIndexSegments } from './partners.repo.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const NAMES = ['Lotus Dental Care', 'Sunrise Clinic', 'Apollo Diagnostics', 'Lakshmi Eye Clinic'];

describe.skipIf(onPostgres)('the directory index upkeep (SQLite)', () => {
  it('merges an index written a partner at a time into one b-tree, and searches find the same', async () => {
    t = await makeTestApp();
    const app = t;
    // Each insert is its own transaction, as registrations and approvals are.
    let inserted = 0;
    while ((await directoryIndexSegments(app.db)) <= MERGE_ABOVE_SEGMENTS) {
      await app.createPartner({ name: `${NAMES[inserted % NAMES.length]} ${inserted}` });
      inserted += 1;
      if (inserted > 500) throw new Error('the index never split');
    }
    const searches = ['/api/partners?q=cl', '/api/partners?q=lotus', '/api/partners?q=c&page=2'];
    const answers = async () =>
      Promise.all(
        searches.map(async (path) => {
          // A fresh answer each time, not the one kept from before the merge.
          const res = await app.request('GET', path, undefined, { 'cache-control': 'no-cache' });
          expect(res.status).toBe(200);
          return res.json();
        }),
      );
    const before = await answers();

    const upkeep = directoryIndexUpkeep({ db: app.db, env: app.env, logger: app.deps.logger });
    expect(await upkeep.runOnce()).toBe(true);

    expect(await directoryIndexSegments(app.db)).toBe(1);
    expect(await answers()).toEqual(before);
    // Nothing left to merge: the next look only counts.
    expect(await upkeep.runOnce()).toBe(false);
  });

  it('leaves a few b-trees alone', async () => {
    t = await makeTestApp();
    await t.createPartner({ name: 'Sunrise Clinic' });
    const segments = await directoryIndexSegments(t.db);
    expect(segments).toBeLessThanOrEqual(MERGE_ABOVE_SEGMENTS);
    const upkeep = directoryIndexUpkeep({ db: t.db, env: t.env, logger: t.deps.logger });
    expect(await upkeep.runOnce()).toBe(false);
    expect(await directoryIndexSegments(t.db)).toBe(segments);
  });
});
