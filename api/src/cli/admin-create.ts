// Makes an admin from the command line, for the first admin of a real deployment:
//   npm run admin:create -- --email boss@example.in --name "Asha Rao" --password 'long secret'
// Uses the same DATA_DIR / DATABASE_URL as the server and runs its migrations first.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { dialectOf, migrateToLatest, openDatabase } from '../db/database.ts';
import { loadEnv } from '../env.ts';
import type { Env } from '../env.ts';
import { findAdminByEmail, insertAdmin } from '../features/auth/auth.repo.ts';
import { hashPassword } from '../lib/password.ts';

const argsSchema = z.object({
  email: z.email('--email must be an email address'),
  name: z.string().trim().min(1, '--name is required'),
  password: z.string().min(6, '--password must be at least 6 characters long'),
  phone: z.string().trim().optional(),
});

export async function createAdminFromArgs(
  argv: string[],
  envOverrides: Partial<Env> = {},
): Promise<string> {
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      phone: { type: 'string' },
    },
    strict: true,
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join('\n'));
  const args = parsed.data;
  const env = loadEnv({ demo: false, ...envOverrides });
  const db = openDatabase(env);
  try {
    await migrateToLatest(db, dialectOf(env));
    if (await findAdminByEmail(db, args.email))
      throw new Error(`An admin with email ${args.email} already exists.`);
    await insertAdmin(db, {
      name: args.name,
      email: args.email,
      phone: args.phone ?? null,
      passwordHash: await hashPassword(args.password),
      createdAt: new Date().toISOString(),
    });
    return `Admin ${args.email} created. Sign in at /admin/login.`;
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  createAdminFromArgs(process.argv.slice(2)).then(
    (message) => console.log(message),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      console.error(
        'Usage: npm run admin:create -- --email <email> --name <name> --password <password> [--phone <phone>]',
      );
      process.exit(1);
    },
  );
}
