// A rejected applicant applies again with the same login email and password: the fresh
// application replaces the rejected one (a rejection is kept with its reason until then, so the
// applicant is told why at sign-in). Someone who knows only the email cannot replace it.
import { readdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { sendRegistration } from '../../test/registration-form.ts';
import type { FormOptions } from '../../test/registration-form.ts';

let t: TestApp;
afterEach(async () => t?.close());

const EMAIL = 'kavya@kavyaclinic.in';
const register = (options?: FormOptions) => sendRegistration(t.app, options);
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;
const partnerRows = () => t.db.selectFrom('partners').selectAll().execute();
const signIn = (password: string) =>
  t.request('POST', '/api/partners/login', { email: EMAIL, password });

async function rejectedApplication() {
  expect((await register()).status).toBe(201);
  const [application] = await partnerRows();
  const { headers } = await t.signIn.admin();
  const res = await t.request(
    'POST',
    `/api/partners/applications/${application!.id}/reject`,
    { reason: 'Certificate unreadable' },
    headers,
  );
  expect(res.status).toBe(200);
  const [stored] = await partnerRows();
  return { rejected: stored!, files: readdirSync(t.deps.uploadsDir) };
}

describe('applying again after a rejection', () => {
  it('replaces the rejected application with a fresh pending one and deletes its documents', async () => {
    t = await makeTestApp();
    const { rejected, files: oldFiles } = await rejectedApplication();
    expect(await messageOf(await signIn('clinic-pass'))).toBe(
      'Your partner application was not approved. Reason: Certificate unreadable',
    );

    const again = await register({
      fields: { email: 'Kavya@KavyaClinic.in', password: 'clinic-pass', pincode: '560001' },
    });
    expect(again.status).toBe(201);
    expect(await again.json()).toMatchObject({ status: 'pending' });

    const rows = await partnerRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', rejection_reason: null, pincode: '560001' });
    expect(rows[0]!.id).not.toBe(rejected.id);
    const files = readdirSync(t.deps.uploadsDir);
    expect(files).toHaveLength(2);
    expect(files.filter((name) => oldFiles.includes(name))).toEqual([]);
    const uploads = await t.db.selectFrom('uploads').select(['name', 'partner_id']).execute();
    expect(uploads.map((u) => u.partner_id)).toEqual([rows[0]!.id, rows[0]!.id]);

    // The new application now waits for review.
    expect(await messageOf(await signIn('clinic-pass'))).toMatch(/pending approval/);
  });

  it('refuses someone who knows only the email, with the answer any taken email gets', async () => {
    t = await makeTestApp();
    const { rejected, files } = await rejectedApplication();
    const impostor = await register({ fields: { password: 'not-their-pass', pincode: '560095' } });
    expect(impostor.status).toBe(409);
    expect(await messageOf(impostor)).toBe(
      'A partner account with this login email already exists. Please sign in or use a different email.',
    );
    expect(await partnerRows()).toEqual([rejected]);
    expect(readdirSync(t.deps.uploadsDir).sort()).toEqual([...files].sort());
    expect(await messageOf(await signIn('clinic-pass'))).toMatch(/Certificate unreadable/);
  });

  it('keeps the rejected application when the new one is refused', async () => {
    t = await makeTestApp();
    const { rejected, files } = await rejectedApplication();
    const refused = await register({ fields: { discountAmount: '' } });
    expect(refused.status).toBe(400);
    expect(await partnerRows()).toEqual([rejected]);
    expect(readdirSync(t.deps.uploadsDir).sort()).toEqual([...files].sort());
  });

  it('still refuses the email of a pending or approved partner with 409', async () => {
    t = await makeTestApp();
    expect((await register()).status).toBe(201);
    expect((await register()).status).toBe(409);
    await t.db.updateTable('partners').set({ status: 'approved' }).execute();
    const approved = await register();
    expect(approved.status).toBe(409);
    expect(await messageOf(approved)).toMatch(/already exists/);
    expect(await partnerRows()).toHaveLength(1);
  });
});
