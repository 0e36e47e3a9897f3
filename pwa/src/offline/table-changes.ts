import Dexie from 'dexie';

/**
 * A count of the writes to each table of each offline database, for memos kept in memory (the
 * search session, the card keys): a memo taken at one count is good while the count stays. Dexie
 * reports every committed write, in this page, another tab or the service worker (through a
 * BroadcastChannel), as parts named `idb://<database>/<table>/<index>`.
 */
const counts = new Map<string, number>();

Dexie.on('storagemutated', (parts) => {
  const touched = new Set<string>();
  for (const part of Object.keys(parts)) {
    const match = /^idb:\/\/(.*\/[^/]*)\/[^/]*$/.exec(part);
    if (match) touched.add(match[1]!);
  }
  for (const table of touched) counts.set(table, (counts.get(table) ?? 0) + 1);
});

export function tableWrites(dbName: string, table: string): number {
  return counts.get(`${dbName}/${table}`) ?? 0;
}
