// One member per phone number (migration 0003), stored in the one form sign-in and enrolment use
// (migration 0005): phone sign-in must always name one account.
import { Migrator } from 'kysely';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../db/database.ts';
import { migrationsFor } from '../../db/migrations/index.ts';
import type { DB } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { testMemberRow } from '../../test/test-rows.ts';

let db: Kysely<DB> | undefined;
afterEach(async () => db?.destroy());

const NOW = new Date('2026-11-20T06:30:00.000Z');
const member = (email: string, phone: string | null) =>
  testMemberRow(NOW, { email, phone, password_hash: 'scrypt$x' });

/** A database migrated up to `last` and no further. */
async function databaseAt(last: string): Promise<Kysely<DB>> {
  const opened = openDatabase({ database: { kind: 'sqlite', file: ':memory:' } });
  const migrator = new Migrator({
    db: opened,
    provider: { getMigrations: async () => migrationsFor('sqlite') },
  });
  const { error } = await migrator.migrateTo(last);
  if (error) throw error;
  return opened;
}

/** A database as it stood before phones were unique. */
const databaseBeforePhoneRule = () => databaseAt('0002_cards');

const phones = async (database: Kysely<DB>) =>
  (await database.selectFrom('members').select(['email', 'phone']).orderBy('id').execute()).map(
    (row) => [row.email, row.phone],
  );

describe('unique member phones (migration 0003)', () => {
  it('keeps a shared phone on the oldest account, however it was typed, and blank phones become none', async () => {
    db = await databaseBeforePhoneRule();
    await db
      .insertInto('members')
      .values([
        member('first@example.in', '90000 00001'),
        member('second@example.in', '9000000001'),
        member('third@example.in', '90000-00001'),
        member('blank@example.in', '  '),
        member('none@example.in', null),
        member('own@example.in', '9000000002'),
      ])
      .execute();
    await migrateToLatest(db);
    expect(await phones(db)).toEqual([
      ['first@example.in', '9000000001'],
      ['second@example.in', null],
      ['third@example.in', null],
      ['blank@example.in', null],
      ['none@example.in', null],
      ['own@example.in', '9000000002'],
    ]);
  });

  it('refuses a second member with a phone already held, and allows any number without one', async () => {
    db = await databaseBeforePhoneRule();
    await migrateToLatest(db);
    await db.insertInto('members').values(member('first@example.in', '9000000001')).execute();
    const clash = await db
      .insertInto('members')
      .values(member('second@example.in', '9000000001'))
      .execute()
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(clash)).toBe(true);
    await db
      .insertInto('members')
      .values([member('a@example.in', null), member('b@example.in', null)])
      .execute();
    expect(await db.selectFrom('members').select('id').execute()).toHaveLength(3);
  });
});

describe('member phones in one form (migration 0005)', () => {
  it('stores an Indian number typed with +91, 0091 or 0 as its 10 digits, the oldest account keeping a shared one', async () => {
    db = await databaseAt('0004_card_keys');
    await db
      .insertInto('members')
      .values([
        member('plus@example.in', '+919988766554'),
        member('bare@example.in', '9988766554'),
        member('trunk@example.in', '09988766554'),
        member('tab@example.in', '98450\t12345'),
        member('intl@example.in', '00919000000003'),
        member('abroad@example.in', '+14155550100'),
        member('tabs-only@example.in', '\t'),
        member('none@example.in', null),
      ])
      .execute();
    await migrateToLatest(db);
    expect(await phones(db)).toEqual([
      ['plus@example.in', '9988766554'],
      ['bare@example.in', null],
      ['trunk@example.in', null],
      ['tab@example.in', '9845012345'],
      ['intl@example.in', '9000000003'],
      ['abroad@example.in', '+14155550100'],
      ['tabs-only@example.in', null],
      ['none@example.in', null],
    ]);
  });
});
