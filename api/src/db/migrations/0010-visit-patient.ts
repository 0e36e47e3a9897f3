// Who was treated: a visit may name the card holder or a family member on the card.
// The desk already sent the name; it is now kept with the visit and shown in both visit
// lists. Older visits have none (null), as do visits recorded without a choice.
import type { Kysely, Migration } from 'kysely';

export const visitPatientMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('visits').addColumn('patient', 'text').execute();
  },
};
