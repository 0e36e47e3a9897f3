import { readdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { FIELD_CHECK_MESSAGES, STANDARD_DISCOUNT_MESSAGE } from '@mcs/shared';
import { UPLOAD_MESSAGES } from '@mcs/shared/uploads';
import { jpegHeader, pngHeader } from '@mcs/shared/uploads/testing';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { pdfFile, pngFile, sendRegistration } from '../../test/registration-form.ts';
import type { FormOptions } from '../../test/registration-form.ts';

let t: TestApp;
afterEach(async () => t?.close());

type Json = Record<string, unknown>;
const register = (options?: FormOptions) => sendRegistration(t.app, options);
const messageOf = async (res: Response) => ((await res.json()) as Json).message;

describe('partner registration (POST /api/partners/register)', () => {
  it('stores a complete application as pending, with its files under random names', async () => {
    t = await makeTestApp();
    const res = await register();
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      message: 'Registration submitted successfully. Our team will review and contact you.',
      status: 'pending',
    });
    const row = await t.db.selectFrom('partners').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'pending',
      type: 'doctor',
      name: 'Kavya Skin Clinic',
      email: 'kavya@kavyaclinic.in',
      specialization: 'Dermatology',
      responsible_name: 'Dr. Kavya Menon',
    });
    expect(row.password_hash).not.toContain('clinic-pass');
    expect(JSON.parse(row.discount_items)).toEqual(['Consultation', 'Skin biopsy']);
    expect(row.standard_discount).toBe(20);
    const files = readdirSync(t.deps.uploadsDir).sort();
    expect(files).toHaveLength(2);
    expect(files.some((f) => /^[0-9a-f-]{36}\.pdf$/.test(f))).toBe(true);
    expect(files.some((f) => /^[0-9a-f-]{36}\.png$/.test(f))).toBe(true);
  });

  it('answers an empty form with the first rule: choose a partner type', async () => {
    t = await makeTestApp();
    const res = await t.app.request('/api/partners/register', {
      method: 'POST',
      body: new FormData(),
    });
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toBe(
      'Please select a partner type (Doctor / Dentist / Diagnostic / Pharmacy).',
    );
  });

  it('reports only the first broken rule, in the spec order', async () => {
    t = await makeTestApp();
    const cases: [FormOptions, string][] = [
      [{ fields: { responsibleName: ' ', password: '' } }, 'Please enter responsible person name.'],
      [{ fields: { contactEmail: '', email: '' } }, 'Please enter a contact email.'],
      [{ fields: { password: '12345' } }, 'Password must be at least 6 characters long.'],
      [{ fields: { district: '', pincode: '' } }, 'Please select or enter a district.'],
      [
        { fields: { specialization: 'Other', customSpecialization: '' } },
        'Please enter your specialization.',
      ],
      [{ certificate: null, photos: [] }, 'Please upload your council certificate.'],
      [{ photos: [] }, 'Please upload clinic photos.'],
      [
        { fields: { discountItems: '["  "]' } },
        'Please add at least one service/procedure you want to offer discount on.',
      ],
      [
        { fields: { termsAccepted: undefined, standardDiscount: '' } },
        'Please accept the terms and conditions to proceed.',
      ],
      [{ fields: { standardDiscount: undefined } }, STANDARD_DISCOUNT_MESSAGE],
      [{ fields: { standardDiscount: '101' } }, STANDARD_DISCOUNT_MESSAGE],
      [{ fields: { standardDiscount: '-5' } }, STANDARD_DISCOUNT_MESSAGE],
    ];
    for (const [options, message] of cases) {
      const res = await register(options);
      expect(res.status, message).toBe(400);
      expect(await messageOf(res)).toBe(message);
    }
    expect(await t.db.selectFrom('partners').select('id').execute()).toHaveLength(0);
  });

  it('answers the first broken rule before any field size, then names an oversized field', async () => {
    t = await makeTestApp();
    const tooLong = '5600381234567';
    const noType = await register({ fields: { role: undefined, pincode: tooLong } });
    expect(await messageOf(noType)).toBe(
      'Please select a partner type (Doctor / Dentist / Diagnostic / Pharmacy).',
    );
    const otherwiseComplete = await register({ fields: { pincode: tooLong } });
    expect(otherwiseComplete.status).toBe(400);
    expect(await messageOf(otherwiseComplete)).toBe('Pincode must be at most 12 characters.');
  });

  it('asks a pharmacy for its government certificate and not for photos', async () => {
    t = await makeTestApp();
    const pharmacy = {
      role: 'pharmacy',
      specialization: undefined,
      clinicName: undefined,
      centerName: 'City Pharmacy',
    };
    const missing = await register({ fields: pharmacy, certificate: null, photos: [] });
    expect(await messageOf(missing)).toBe('Please upload the government registration certificate.');
    const ok = await register({ fields: pharmacy, photos: [] });
    expect(ok.status).toBe(201);
    const row = await t.db.selectFrom('partners').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'City Pharmacy', specialization: null, clinic_photos: '[]' });
  });

  it('refuses a text file dressed up as a PNG with 415', async () => {
    t = await makeTestApp();
    const fake = new File(['just some text, not an image'], 'photo.png', { type: 'image/png' });
    const res = await register({ photos: [fake] });
    expect(res.status).toBe(415);
    expect(await messageOf(res)).toBe('Clinic photos must be images (JPEG, PNG or WebP).');
    const fakeCertificate = new File(['<html>'], 'cert.pdf', { type: 'application/pdf' });
    const res2 = await register({ certificate: fakeCertificate });
    expect(res2.status).toBe(415);
    expect(await messageOf(res2)).toBe(
      'The certificate must be a PDF or an image (JPEG, PNG or WebP).',
    );
    expect(readdirSync(t.deps.uploadsDir)).toHaveLength(0);
  });

  it('refuses a 30000×30000 PNG (a decompression bomb) from its header with 400, storing nothing', async () => {
    t = await makeTestApp();
    const bomb = () => new File([pngHeader(30_000, 30_000)], 'bomb.png', { type: 'image/png' });
    const asCertificate = await register({ certificate: bomb() });
    expect(asCertificate.status).toBe(400);
    expect(await messageOf(asCertificate)).toBe(
      UPLOAD_MESSAGES.imageTooLarge('The certificate', 30_000, 30_000),
    );
    const asPhoto = await register({ photos: [pngFile('front.png'), bomb()] });
    expect(asPhoto.status).toBe(400);
    expect(await messageOf(asPhoto)).toBe(
      UPLOAD_MESSAGES.imageTooLarge('Clinic photo "bomb.png"', 30_000, 30_000),
    );
    expect(readdirSync(t.deps.uploadsDir)).toHaveLength(0);
    expect(await t.db.selectFrom('partners').selectAll().execute()).toHaveLength(0);
  });

  it('refuses a JPEG whose frame header claims over 40 megapixels, and takes one within the limits', async () => {
    t = await makeTestApp();
    const jpeg = (width: number, height: number) =>
      new File([jpegHeader(width, height)], 'scan.jpg', { type: 'image/jpeg' });
    const huge = await register({ certificate: jpeg(9_000, 9_000) });
    expect(huge.status).toBe(400);
    expect(await messageOf(huge)).toBe(
      UPLOAD_MESSAGES.imageTooLarge('The certificate', 9_000, 9_000),
    );
    expect(readdirSync(t.deps.uploadsDir)).toHaveLength(0);
    expect((await register({ certificate: jpeg(2_480, 3_508) })).status).toBe(201);
  });

  it('accepts an image as the certificate but not a PDF as a clinic photo', async () => {
    t = await makeTestApp();
    expect((await register({ certificate: pngFile('cert.png') })).status).toBe(201);
    const res = await register({
      fields: { email: 'second@clinic.in' },
      photos: [await pdfFile('photo.pdf')],
    });
    expect(res.status).toBe(415);
  });

  it('refuses a file over 5 MB with 413', async () => {
    t = await makeTestApp();
    const big = new File(
      [
        Buffer.concat([
          await pdfFile().then(async (f) => Buffer.from(await f.arrayBuffer())),
          Buffer.alloc(5 * 1024 * 1024),
        ]),
      ],
      'big.pdf',
    );
    const res = await register({ certificate: big });
    expect(res.status).toBe(413);
    expect(await messageOf(res)).toBe(
      'The certificate is larger than 5 MB. Please upload a smaller file.',
    );
  });

  it('cuts off a registration body far beyond the file limits with 413', async () => {
    t = await makeTestApp();
    const huge = Array.from(
      { length: 9 },
      (_, i) => new File([Buffer.alloc(5 * 1024 * 1024)], `p${i}.png`),
    );
    const res = await register({ photos: huge });
    expect(res.status).toBe(413);
    expect(await messageOf(res)).toBe(
      'The registration is too large. Each file may be at most 5 MB.',
    );
  });

  it('refuses more than 6 clinic photos', async () => {
    t = await makeTestApp();
    const res = await register({
      photos: Array.from({ length: 7 }, (_, i) => pngFile(`p${i}.png`)),
    });
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toBe('Please upload at most 6 clinic photos.');
  });

  it('refuses a second application with the same login email (409)', async () => {
    t = await makeTestApp();
    expect((await register()).status).toBe(201);
    const again = await register({ fields: { email: 'KAVYA@kavyaclinic.in' } });
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toMatch(/already exists/);
  });

  it('answers a body that is not a form with a rule message, not a crash', async () => {
    t = await makeTestApp();
    const res = await t.request('POST', '/api/partners/register', { role: 'doctor' });
    expect(res.status).toBe(400);
  });

  it('holds back an address after 10 stored applications in an hour, not counting refused forms', async () => {
    let now = new Date('2026-11-20T06:00:00.000Z');
    t = await makeTestApp({ deps: { now: () => now } });
    for (let i = 0; i < 3; i++)
      expect((await register({ fields: { discountAmount: '' } })).status).toBe(400);
    for (let i = 0; i < 10; i++)
      expect((await register({ fields: { email: `clinic-${i}@kavyaclinic.in` } })).status).toBe(
        201,
      );
    const held = await register({ fields: { email: 'one-more@kavyaclinic.in' } });
    expect(held.status).toBe(429);
    expect(await messageOf(held)).toBe(
      'Too many registrations from this network. Please try again later.',
    );
    expect(await t.db.selectFrom('partners').select('id').execute()).toHaveLength(10);

    now = new Date('2026-11-20T07:00:01.000Z');
    expect((await register({ fields: { email: 'one-more@kavyaclinic.in' } })).status).toBe(201);
  });

  it('stores no more than 10 applications from one address sent in parallel', async () => {
    // Room for all 15 forms at once, so the address limit, not the upload line, refuses.
    t = await makeTestApp({ env: { maxUploadsAtOnce: 15 } });
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        register({ fields: { email: `clinic-${i}@kavyaclinic.in` } }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect(await t.db.selectFrom('partners').select('id').execute()).toHaveLength(10);
  });

  it('counts "this email is taken" answers too, so the form cannot be used to probe for accounts', async () => {
    t = await makeTestApp();
    expect((await register()).status).toBe(201);
    for (let i = 0; i < 9; i++) expect((await register()).status).toBe(409);
    const held = await register({ fields: { email: 'someone-else@kavyaclinic.in' } });
    expect(held.status).toBe(429);
  });

  it('refuses a login email that is not an email address, since it could never sign in', async () => {
    t = await makeTestApp();
    const res = await register({ fields: { email: 'kavya at clinic' } });
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toBe(
      'Please enter a valid login email address. You will use it to sign in.',
    );
    expect(await t.db.selectFrom('partners').select('id').execute()).toEqual([]);
    expect(readdirSync(t.deps.uploadsDir)).toEqual([]);
  });

  it.each([
    [{ responsibleAge: '-5' }, FIELD_CHECK_MESSAGES.ageNotNumber],
    [{ responsibleAge: '250' }, FIELD_CHECK_MESSAGES.ageRange],
    [{ responsibleDOB: '2030-01-01' }, FIELD_CHECK_MESSAGES.dobFuture],
    [{ responsibleDOB: '1950-01-01' }, FIELD_CHECK_MESSAGES.dobDisagrees],
    [{ contactPhone: 'abc' }, FIELD_CHECK_MESSAGES.phone],
    [{ contactEmail: 'not-an-email' }, FIELD_CHECK_MESSAGES.contactEmail],
    [{ pincode: '12' }, FIELD_CHECK_MESSAGES.pincodeFormat],
    [
      { pincode: '400001' },
      'This pincode is not in Karnataka. Please check the pincode and the state.',
    ],
    // Six digits in Karnataka's postal range, but no post office has it.
    [{ pincode: '560999' }, FIELD_CHECK_MESSAGES.pincodeUnknown],
    [{ timeFrom: '9:00 AM', timeTo: '6:00 AM' }, FIELD_CHECK_MESSAGES.closesBeforeOpening],
    [{ dayFrom: 'Sunday', dayTo: 'Monday' }, FIELD_CHECK_MESSAGES.daysOrder],
  ])("refuses %j with 400 and the form's own words, storing nothing", async (fields, message) => {
    t = await makeTestApp();
    const res = await register({ fields });
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toBe(message);
    expect(await t.db.selectFrom('partners').select('id').execute()).toEqual([]);
    expect(readdirSync(t.deps.uploadsDir)).toEqual([]);
  });

  it('stores the website as an http(s) link and refuses script or data "websites"', async () => {
    t = await makeTestApp();
    const stored: [string, string | null][] = [
      ['www.kavyaclinic.in', 'https://www.kavyaclinic.in'],
      ['http://kavyaclinic.in/about', 'http://kavyaclinic.in/about'],
      ['kavyaclinic.in:8080', 'https://kavyaclinic.in:8080'],
      ['  ', null],
    ];
    for (const [i, [typed, expected]] of stored.entries()) {
      const email = `site-${i}@kavyaclinic.in`;
      expect((await register({ fields: { email, website: typed } })).status, typed).toBe(201);
      const row = await t.db
        .selectFrom('partners')
        .select('website')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(row.website, typed).toBe(expected);
    }
    for (const typed of [
      'javascript:alert(document.cookie)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://kavyaclinic.in',
      'not a website',
    ]) {
      const res = await register({ fields: { email: 'bad-site@kavyaclinic.in', website: typed } });
      expect(res.status, typed).toBe(400);
      expect(await messageOf(res), typed).toMatch(/^Please enter your website as a web address/);
    }
  });

  it('keeps the pending partner out of the directory and out of desk mode', async () => {
    t = await makeTestApp();
    await register();
    const list = (await (await t.app.request('/api/partners')).json()) as { partners: unknown[] };
    expect(list.partners).toHaveLength(0);
    const login = await t.request('POST', '/api/partners/login', {
      email: 'kavya@kavyaclinic.in',
      password: 'clinic-pass',
    });
    expect(login.status).toBe(403);
    expect(await messageOf(login)).toBe(
      'Your partner application is pending approval. You can sign in once our team has approved it.',
    );
  });
});
