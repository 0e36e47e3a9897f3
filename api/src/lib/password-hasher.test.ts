// Password checks run on threads of their own that yield to the server's thread: a flood of bad
// sign-ins must not take the cores that answer every other request.
import { scryptSync } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HASHING_NICENESS, createPasswordHasher } from './password-hasher.ts';

const COST = { N: 1024, r: 8, p: 1 };

/** The nice value of each thread of this process (Linux: field 19 of its stat line). */
function threadNiceness(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // The command name may hold spaces; the fields after its closing parenthesis do not.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[16]);
  });
}

describe('the password hashing threads', () => {
  it('derive the same key as scrypt on the server thread', async () => {
    const hasher = createPasswordHasher(2);
    const salt = Buffer.from('0123456789abcdef');
    const keys = await Promise.all([
      hasher.scrypt('first password', salt, 64, COST),
      hasher.scrypt('second password', salt, 64, COST),
    ]);
    expect(keys[0]).toEqual(scryptSync('first password', salt, 64, COST));
    expect(keys[1]).toEqual(scryptSync('second password', salt, 64, COST));
  });

  it('refuse what scrypt refuses, as an error', async () => {
    const hasher = createPasswordHasher(1);
    await expect(
      hasher.scrypt('x', Buffer.from('salt'), 64, { N: 3, r: 8, p: 1 }),
    ).rejects.toThrow();
    // The thread is still there for the next check.
    await expect(hasher.scrypt('x', Buffer.from('salt'), 16, COST)).resolves.toHaveLength(16);
  });

  it.runIf(process.platform === 'linux')(
    'run below the priority of the thread that answers requests',
    async () => {
      const before = threadNiceness().filter((nice) => nice === HASHING_NICENESS).length;
      const hasher = createPasswordHasher(2);
      await Promise.all([
        hasher.scrypt('a', Buffer.from('salt'), 16, COST),
        hasher.scrypt('b', Buffer.from('salt'), 16, COST),
      ]);
      const niceness = threadNiceness();
      expect(niceness.filter((nice) => nice === HASHING_NICENESS).length).toBe(before + 2);
      // This thread, and every thread the hasher did not start, keep their priority.
      expect(niceness.filter((nice) => nice !== HASHING_NICENESS).length).toBeGreaterThan(0);
    },
  );
});
