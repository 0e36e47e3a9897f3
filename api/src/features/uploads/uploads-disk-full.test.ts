// The disk fills up while a registration's documents are being written: the applicant gets a
// clear 507, and nothing of the application is left behind (no row, no file, not even the part
// of the file that was being written when the disk ran out).
import { readdirSync } from 'node:fs';
import type * as FsPromises from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_FULL } from '../../lib/error-handler.ts';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { pngFile, sendRegistration } from '../../test/registration-form.ts';

const disk = vi.hoisted(() => ({ writesLeft: Infinity }));

vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof FsPromises>();
  return {
    ...fs,
    // Past the allowance, a write puts down half its bytes and fails as a full disk does.
    writeFile: async (...args: Parameters<typeof fs.writeFile>) => {
      if (disk.writesLeft-- > 0) return fs.writeFile(...args);
      const [path, data, options] = args;
      const bytes = data as Uint8Array;
      await fs.writeFile(path, bytes.subarray(0, bytes.byteLength / 2), options);
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
        code: 'ENOSPC',
      });
    },
  };
});

let t: TestApp | undefined;
afterEach(async () => {
  disk.writesLeft = Infinity;
  await t?.close();
  t = undefined;
});

describe('a full disk while a registration is stored', () => {
  it('answers 507 storage_full and leaves no application and no file, whole or partial', async () => {
    t = await makeTestApp();
    disk.writesLeft = 1; // the certificate fits; the first clinic photo does not
    const res = await sendRegistration(t.app, { photos: [pngFile('a.png'), pngFile('b.png')] });

    expect(res.status).toBe(507);
    expect(await res.json()).toEqual({ code: 'storage_full', message: STORAGE_FULL });
    const partners = await t.db.selectFrom('partners').select('id').execute();
    expect(partners).toEqual([]);
    expect(await t.db.selectFrom('uploads').selectAll().execute()).toEqual([]);
    expect(readdirSync(t.deps.uploadsDir)).toEqual([]);
  });

  it('takes the same registration once the disk has room again', async () => {
    t = await makeTestApp();
    disk.writesLeft = 0;
    expect((await sendRegistration(t.app)).status).toBe(507);
    disk.writesLeft = Infinity;
    expect((await sendRegistration(t.app)).status).toBe(201);
    expect(readdirSync(t.deps.uploadsDir)).toHaveLength(2);
  });
});
