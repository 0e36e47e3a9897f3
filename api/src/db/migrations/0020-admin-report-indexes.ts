// The admin's visits export and insights read visits by time alone (newest first, or one India
// day at a time), and count approved partners per state. Without an index for those reads each
// one scanned the whole table: over 410,000 visits one insights call took 0.7 to 5 s of SQLite
// (by the data and the machine), answering nobody else meanwhile. With them, the export reads a
// page after a (visited_at, id) key and insights sums one day's range, each a short query.
// saved_amount in the visits index lets that sum read the index alone (reading each visit's row
// as well made a day several times slower); (status, state) gives the partners per state in
// order from the index, 80 to 100 ms over 50,000 partners before, a few now.
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

export const adminReportIndexesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index visits_visited_idx on visits (visited_at, id, saved_amount)`.execute(db);
    await sql`create index partners_status_state_idx on partners (status, state)`.execute(db);
  },
};
