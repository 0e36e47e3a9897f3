// Vitest global set-up of the `api-postgres` project: one migrated template database per run,
// which every test app copies (CREATE DATABASE ... TEMPLATE), then dropped at the end.
import { sql } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { EMPTY_DATABASE_FUNCTION, databaseUrl } from './test-database.ts';

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: the PostgreSQL tests need a server.');
  const name = `mcs_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name} template template0`);
  const db = openDatabase({ database: { kind: 'postgres', url: databaseUrl(url, name) } });
  try {
    await migrateToLatest(db, 'postgres');
    await sql.raw(EMPTY_DATABASE_FUNCTION).execute(db);
    const { rows } = await sql<{
      fingerprint: string;
    }>`select mcs_test_empty() as fingerprint`.execute(db);
    project.provide('pgFingerprint', rows[0]!.fingerprint);
  } finally {
    // A template cannot be copied while anyone is connected to it.
    await db.destroy();
  }
  project.provide('pgTemplate', name);
  return async () => {
    // The copies every worker made (named after the template), then the template.
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [`${name}_`],
    );
    for (const { datname } of rows) await admin.query(`drop database ${datname} with (force)`);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
