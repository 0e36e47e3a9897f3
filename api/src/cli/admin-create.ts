// Makes an admin from the command line, for the first admin of a real deployment:
//   npm run admin:create -- --email boss@example.in --name "Asha Rao" --password 'long secret'
// or sets a new password for an existing admin who lost theirs, ending their sessions:
//   npm run admin:create -- --email boss@example.in --password 'new secret' --reset-password
// Uses the same DATA_DIR / DATABASE_URL as the server and runs its migrations first.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { weakPasswordProblem } from '@mcs/shared';
import { z } from 'zod';
import { dialectOf, migrateToLatest, openDatabase } from '../db/database.ts';
import { loadEnv } from '../env.ts';
import type { Env } from '../env.ts';
import {
  findAdminByEmail,
  insertAdmin,
  setAdminPasswordEndingSessions,
} from '../features/auth/auth.repo.ts';
import { hashPassword } from '../lib/password.ts';

const password = z
  .string()
  .min(6, '--password must be at least 6 characters long')
  // The rule every new password meets (@mcs/shared): not only spaces, not a common password.
  .superRefine((value, ctx) => {
    const problem = weakPasswordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: `--password: ${problem}` });
  });

const argsSchema = z
  .object({
    email: z.email('--email must be an email address'),
    name: z.string().trim().optional(),
    password,
    phone: z.string().trim().optional(),
    /** Set a new password for an existing admin instead of creating one. */
    'reset-password': z.boolean().optional(),
  })
  .refine((args) => args['reset-password'] === true || (args.name ?? '') !== '', {
    message: '--name is required',
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
      'reset-password': { type: 'boolean' },
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
    if (args['reset-password'] === true) {
      const reset = await setAdminPasswordEndingSessions(
        db,
        args.email,
        await hashPassword(args.password),
      );
      if (!reset) throw new Error(`No admin has email ${args.email}.`);
      return `Password of admin ${args.email} reset; their sessions have ended. Sign in at /admin/login.`;
    }
    if (await findAdminByEmail(db, args.email))
      throw new Error(`An admin with email ${args.email} already exists.`);
    await insertAdmin(db, {
      name: args.name ?? '',
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
        'Usage: npm run admin:create -- --email <email> --name <name> --password <password> [--phone <phone>]\n' +
          '   or: npm run admin:create -- --email <email> --password <new password> --reset-password',
      );
      process.exit(1);
    },
  );
}
