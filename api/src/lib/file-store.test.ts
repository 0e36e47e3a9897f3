import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../test/s3-server.ts';
import { folderStore, s3Store } from './file-store.ts';
import type { FileStore } from './file-store.ts';

const folder = mkdtempSync(join(tmpdir(), 'mcs-files-'));
let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
});

const stores: [string, () => FileStore][] = [
  ['the local folder', () => folderStore(folder)],
  ['an S3-compatible bucket', () => s3Store(s3.config)],
];

describe.each(stores)('uploaded files in %s', (_, open) => {
  const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 1, 2, 3, 255]);

  it('reads back exactly what was stored, and nothing under an unknown name', async () => {
    const store = open();
    await store.put('a1.pdf', bytes, 'application/pdf');
    expect(await store.read('a1.pdf')).toEqual(bytes);
    expect(await store.read('never-stored.pdf')).toBeNull();
  });

  it('removes files, and removing one already gone is no error', async () => {
    const store = open();
    await store.put('b1.png', bytes, 'image/png');
    await store.put('b2.png', bytes, 'image/png');
    await store.remove(['b1.png', 'b2.png', 'never-stored.png']);
    expect(await store.read('b1.png')).toBeNull();
    expect(await store.read('b2.png')).toBeNull();
    await store.remove([]);
  });

  it('is shared: a second instance reads what the first stored', async () => {
    await open().put('c1.webp', bytes, 'image/webp');
    expect(await open().read('c1.webp')).toEqual(bytes);
  });
});
