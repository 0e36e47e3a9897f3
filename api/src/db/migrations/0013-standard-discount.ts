// The partner's standard discount: the percentage every member gets at its counter, as a number
// (the free-text offer stays beside it). The desk shows and pre-fills it in place of the card's
// family discount, which is a discount on the membership fee. Partners that registered before are
// left without one (NULL) rather than given a guess read out of their offer's words: the desk says
// that none is set and the partner sets it in its dashboard. 'double precision' is SQLite's REAL
// and PostgreSQL's float8, as for the visit's discount.
import type { Kysely, Migration } from 'kysely';

export const standardDiscountMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('partners')
      .addColumn('standard_discount', 'double precision')
      .execute();
  },
};
