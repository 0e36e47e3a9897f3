import { afterEach, describe, expect, it } from 'vitest';
import { partnerApplicationSchema } from '@mcs/shared';
import { registrationForm } from '../../test/registration-form.ts';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
afterEach(async () => t?.close());

async function adminApp() {
  t = await makeTestApp();
  const { headers } = await t.signIn.admin();
  return headers;
}

describe('partner applications for the admin', () => {
  it('lists pending applications in the spec shape, with files as uploads/ paths', async () => {
    const headers = await adminApp();
    const pending = await t.createPartner({
      status: 'pending',
      name: 'Smile Dental',
      type: 'dentist',
      certificate_file: 'cert-abc.pdf',
      clinicPhotos: ['photo-1.jpg', 'photo-2.png'],
      discountItems: ['Cleaning', 'X-ray'],
    });
    await t.createPartner({ status: 'approved', name: 'Already Listed' });

    const res = await t.request('GET', '/api/partners/applications', undefined, headers);
    expect(res.status).toBe(200);
    const body = (await res.json()) as unknown[];
    expect(body).toHaveLength(1);
    const application = partnerApplicationSchema.parse(body[0]);
    expect(application).toMatchObject({
      _id: String(pending.id),
      name: 'Smile Dental',
      type: 'dentist',
      status: 'pending',
      email: pending.email,
      responsible: { name: 'Dr. Meera Iyer', sex: 'Female', age: '42', dob: '1983-04-12' },
      council: { name: 'Karnataka Medical Council', number: 'KMC-12345' },
      certificateFile: 'uploads/cert-abc.pdf',
      clinicPhotos: ['uploads/photo-1.jpg', 'uploads/photo-2.png'],
      discountItems: ['Cleaning', 'X-ray'],
    });
    expect(body[0]).not.toHaveProperty('password_hash');
    expect(JSON.stringify(body)).not.toContain('scrypt');
  });

  it('gives file paths the admin screen can open: the certificate with an admin token only', async () => {
    const headers = await adminApp();
    const registered = await t.app.request('/api/partners/register', {
      method: 'POST',
      body: await registrationForm(),
    });
    expect(registered.status).toBe(201);
    const [application] = (await (
      await t.request('GET', '/api/partners/applications', undefined, headers)
    ).json()) as { certificateFile: string; clinicPhotos: string[] }[];
    expect(application?.certificateFile).toMatch(/^uploads\/[0-9a-f-]{36}\.pdf$/);
    expect(application?.clinicPhotos).toEqual([
      expect.stringMatching(/^uploads\/[0-9a-f-]{36}\.png$/),
    ]);

    const asAdmin = await t.app.request(`/${application?.certificateFile}`, { headers });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get('content-type')).toBe('application/pdf');
    const anonymous = await t.app.request(`/${application?.certificateFile}`);
    expect(anonymous.status).toBe(401);
  });

  it('shows rejected or all applications when asked by status', async () => {
    const headers = await adminApp();
    await t.createPartner({ status: 'pending' });
    await t.createPartner({ status: 'rejected', rejection_reason: 'Certificate unreadable' });
    await t.createPartner({ status: 'approved' });

    const rejected = (await (
      await t.request('GET', '/api/partners/applications?status=rejected', undefined, headers)
    ).json()) as {
      status: string;
      rejectionReason: string | null;
    }[];
    expect(rejected.map((a) => [a.status, a.rejectionReason])).toEqual([
      ['rejected', 'Certificate unreadable'],
    ]);

    const all = (await (
      await t.request('GET', '/api/partners/applications?status=all', undefined, headers)
    ).json()) as unknown[];
    expect(all).toHaveLength(3);

    const bad = await t.request(
      'GET',
      '/api/partners/applications?status=maybe',
      undefined,
      headers,
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      message: 'Status must be one of: pending, approved, rejected, all.',
    });
  });

  it('approves a pending application, which then appears among active partners', async () => {
    const headers = await adminApp();
    const partner = await t.createPartner({
      status: 'pending',
      name: 'Care Diagnostics',
      type: 'diagnostic',
    });

    const res = await t.request(
      'POST',
      `/api/partners/applications/${partner.id}/approve`,
      undefined,
      headers,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      message: 'Application approved',
      application: { status: 'approved' },
    });

    const listed = (await (
      await t.request('GET', '/api/partners/all-partners', undefined, headers)
    ).json()) as {
      partners: { name: string }[];
    };
    expect(listed.partners.map((p) => p.name)).toEqual(['Care Diagnostics']);
    const pending = (await (
      await t.request('GET', '/api/partners/applications', undefined, headers)
    ).json()) as unknown[];
    expect(pending).toEqual([]);
  });

  it('refuses to decide an application twice (409) and answers 404 for an unknown one', async () => {
    const headers = await adminApp();
    const partner = await t.createPartner({ status: 'pending' });
    await t.request('POST', `/api/partners/applications/${partner.id}/approve`, undefined, headers);

    const again = await t.request(
      'POST',
      `/api/partners/applications/${partner.id}/approve`,
      undefined,
      headers,
    );
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      message: expect.stringContaining('already approved'),
    });
    const rejectApproved = await t.request(
      'POST',
      `/api/partners/applications/${partner.id}/reject`,
      {},
      headers,
    );
    expect(rejectApproved.status).toBe(409);

    const unknown = await t.request(
      'POST',
      '/api/partners/applications/999999/approve',
      undefined,
      headers,
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Application not found', code: 'not_found' });
    const notAnId = await t.request(
      'POST',
      '/api/partners/applications/abc/approve',
      undefined,
      headers,
    );
    expect(notAnId.status).toBe(400);
  });

  it('keeps a rejected application with its reason, so the applicant can be told why', async () => {
    const headers = await adminApp();
    const partner = await t.createPartner({ status: 'pending' });

    const res = await t.request(
      'POST',
      `/api/partners/applications/${partner.id}/reject`,
      { reason: '  Council number does not match the certificate  ' },
      headers,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      message: 'Application rejected',
      application: {
        status: 'rejected',
        rejectionReason: 'Council number does not match the certificate',
      },
    });
    const row = await t.db
      .selectFrom('partners')
      .selectAll()
      .where('id', '=', partner.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Council number does not match the certificate',
    });

    // Signing in, the applicant is told why.
    const login = await t.request('POST', '/api/partners/login', {
      email: partner.email,
      password: partner.password,
    });
    expect(login.status).toBe(403);
    expect(await login.json()).toMatchObject({
      message: expect.stringContaining('Council number does not match the certificate'),
    });

    // The rejected partner's own token now explains the decision on any partner call.
    const partnerHeaders = { authorization: `Bearer ${await t.tokens.partner(partner)}` };
    const denied = await t.request('GET', '/api/partners/partner-stats', undefined, partnerHeaders);
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({
      code: 'not_approved',
      message: expect.stringContaining('Council number does not match the certificate'),
    });
  });

  it('rejects without a reason when the body is empty, and refuses bad reason bodies', async () => {
    const headers = await adminApp();
    const first = await t.createPartner({ status: 'pending' });
    const second = await t.createPartner({ status: 'pending' });

    const empty = await t.app.request(`/api/partners/applications/${first.id}/reject`, {
      method: 'POST',
      headers,
    });
    expect(empty.status).toBe(200);
    expect(await empty.json()).toMatchObject({
      application: { status: 'rejected', rejectionReason: null },
    });

    const notJson = await t.request(
      'POST',
      `/api/partners/applications/${second.id}/reject`,
      '{reason:',
      headers,
    );
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ message: 'Request body must be valid JSON.' });
    const tooLong = await t.request(
      'POST',
      `/api/partners/applications/${second.id}/reject`,
      { reason: 'x'.repeat(501) },
      headers,
    );
    expect(tooLong.status).toBe(400);
    const wrongType = await t.request(
      'POST',
      `/api/partners/applications/${second.id}/reject`,
      { reason: 42 },
      headers,
    );
    expect(wrongType.status).toBe(400);
  });
});
