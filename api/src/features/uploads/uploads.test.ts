import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_UNAVAILABLE } from '../../lib/error-handler.ts';
import { s3Store } from '../../lib/file-store.ts';
import { bearer, makeTestApp } from '../../test/test-app.ts';
import type { TestApp, TestAppOptions } from '../../test/test-app.ts';
import { sendRegistration } from '../../test/registration-form.ts';
import { startS3Server } from '../../test/s3-server.ts';

let t: TestApp;
afterEach(async () => t?.close());

let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

const register = () => sendRegistration(t.app);

// The same behaviour whether the documents sit in DATA_DIR/uploads or in a bucket that several
// instances share (each app its own key prefix, as each test app has its own folder).
const backends: [string, () => TestAppOptions][] = [
  ['the local folder', () => ({})],
  [
    'an S3-compatible bucket',
    () => ({ deps: { files: s3Store({ ...s3.config, prefix: `${randomUUID()}/` }) } }),
  ],
];

describe.each(backends)('uploaded files (GET /uploads/:name) in %s', (backend, options) => {
  it('shows the certificate only to an admin, and clinic photos to all once the partner is approved', async () => {
    t = await makeTestApp(options());
    await register();
    const row = await t.db.selectFrom('partners').selectAll().executeTakeFirstOrThrow();
    const certificate = `/uploads/${row.certificate_file}`;
    const photo = `/uploads/${(JSON.parse(row.clinic_photos) as string[])[0]}`;
    const { headers: adminHeaders } = await t.signIn.admin();
    const { headers: memberHeaders } = await t.signIn.member();

    expect((await t.app.request(certificate)).status).toBe(401);
    expect((await t.app.request(certificate, { headers: memberHeaders })).status).toBe(403);
    const asAdmin = await t.app.request(certificate, { headers: adminHeaders });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await asAdmin.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');

    expect((await t.app.request(photo)).status).toBe(401);
    await t.db.updateTable('partners').set({ status: 'approved' }).execute();
    const publicPhoto = await t.app.request(photo);
    expect(publicPhoto.status).toBe(200);
    expect(publicPhoto.headers.get('content-type')).toBe('image/png');
    expect((await t.app.request(certificate, { headers: bearer('forged') })).status).toBe(401);
    if (backend !== 'the local folder') expect(readdirSync(t.deps.uploadsDir)).toEqual([]);
  });

  it('answers unknown and path-like names with 404', async () => {
    t = await makeTestApp(options());
    expect((await t.app.request('/uploads/nothing.png')).status).toBe(404);
    expect((await t.app.request('/uploads/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });
});

describe('a document bucket that cannot be reached', () => {
  it('answers 503 storage_unavailable, keeps no application, and serves again once it is back', async () => {
    const bucket = await startS3Server();
    let closed = false;
    try {
      t = await makeTestApp({ deps: { files: s3Store(bucket.config) } });
      expect((await register()).status).toBe(201);
      const row = await t.db.selectFrom('partners').selectAll().executeTakeFirstOrThrow();
      const { headers } = await t.signIn.admin();
      const certificate = `/uploads/${row.certificate_file}`;

      await bucket.close();
      closed = true;
      const read = await t.app.request(certificate, { headers });
      expect(read.status).toBe(503);
      expect(await read.json()).toEqual({
        code: 'storage_unavailable',
        message: STORAGE_UNAVAILABLE,
      });
      const refused = await sendRegistration(t.app, {
        fields: { email: 'second@clinic.in', contactEmail: 'second@clinic.in' },
      });
      expect(refused.status).toBe(503);
      expect(await t.db.selectFrom('partners').select('email').execute()).toEqual([
        { email: row.email },
      ]);
    } finally {
      if (!closed) await bucket.close();
    }
  });
});
