// Member phones in the one form sign-in and enrolment now use. Migration 0003 dropped only spaces
// and dashes in SQL, while normalisePhone in @mcs/shared drops all white space and reads an Indian
// number typed with +91, 0091 or 0 as its 10 digits. A stored "+919988766554" then matched no
// sign-in with "9988766554", and the same number could be enrolled again in the other form.
// This runs the function itself over the stored phones, so the data cannot disagree with it.
import { normalisePhone } from '@mcs/shared';
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

const setPhone = (db: AnyDb, id: number, phone: string | null) =>
  sql`update members set phone = ${phone} where id = ${id}`.execute(db);

export const memberPhoneFormMigration: Migration = {
  async up(db: AnyDb) {
    const { rows } = await sql<{ id: number; phone: string }>`
      select id, phone from members where phone is not null order by id`.execute(db);
    // As in 0003, the oldest account keeps a number that now turns out to be shared; the others
    // lose it (their email sign-in is untouched). A blank phone is no phone.
    const holder = new Map<string, number>();
    const released: number[] = [];
    const rewritten: { id: number; phone: string }[] = [];
    for (const row of rows) {
      const phone = normalisePhone(row.phone);
      if (phone === '' || holder.has(phone)) {
        released.push(row.id);
        continue;
      }
      holder.set(phone, row.id);
      if (phone !== row.phone) rewritten.push({ id: row.id, phone });
    }
    // Released first: the unique index must never see a number twice. A kept number cannot
    // clash with another kept one, since normalisePhone gives a stored number back unchanged.
    for (const id of released) await setPhone(db, id, null);
    for (const { id, phone } of rewritten) await setPhone(db, id, phone);
  },
};
