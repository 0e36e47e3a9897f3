// Partners who registered while the district lists still offered a district's old name
// ("Bangalore Urban", "Allahabad") are stored under it, and the directory's district filter, which
// offers only the current names, never finds them. This renames them in place. The triggers on
// partners rewrite their full-text words and record the change in the offline directory's feed,
// so phones that keep the directory pick the new name up at their next pull. The list is read
// from the shared reference: it only ever gains renames (old name to current), so running it on
// a database made later is the same rename and never undoes one.
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import { DISTRICT_RENAMES } from '@mcs/shared/reference';

export const currentDistrictNamesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const { state, before, now } of DISTRICT_RENAMES) {
      await sql`update partners set district = ${now}
        where lower(state) = ${state.toLowerCase()} and lower(district) = ${before.toLowerCase()}`.execute(
        db,
      );
    }
  },
};
