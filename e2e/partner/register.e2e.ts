// A doctor registers through the form with real files (a PDF certificate and two PNG clinic
// photos), and the application reaches the admin's list.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { afterAll, describe, expect, it } from 'vitest';
import { ageFromBirthDate, FIELD_CHECK_MESSAGES } from '@mcs/shared';
import { PartnerRegisterPage } from '../pages/partner-register-page.ts';
import { apiToken, DEMO, useStack } from '../support/harness.ts';

const scratch = mkdtempSync(join(tmpdir(), 'mcs-register-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A small but real PDF: the server checks uploads by their bytes, not their names. */
function pdfFile(): string {
  const path = join(scratch, 'council-certificate.pdf');
  writeFileSync(
    path,
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
  return path;
}

async function pngFile(name: string): Promise<string> {
  const path = join(scratch, name);
  await QRCode.toFile(path, `clinic photo ${name}`);
  return path;
}

/** The responsible person's birth date; the age typed is the one it gives today. */
const BORN = '1983-04-12';
/** The same date as the form shows it, whatever the browser's own date format. */
const BORN_SHOWN = '12/04/1983';

describe('partner registration', () => {
  const stack = useStack();

  it('registers a doctor with real files and the admin finds the application', async () => {
    const { page } = await stack().newPage();
    const form = new PartnerRegisterPage(page);
    await form.open();
    await form.waitForHeading('Partner Registration');
    await form.chooseType('Doctor');

    const email = `dr.meera.${Date.now()}@clinic.test`;
    await form.fill('Responsible Person Name', 'Dr. Meera Nair');
    await form.fill('Age', String(ageFromBirthDate(BORN)));
    await form.select('Sex', 'Female');
    // Typed as digits, shown as dd/mm/yyyy.
    await form.field('Date of Birth').pressSequentially('12041983');
    expect(await form.field('Date of Birth').inputValue()).toBe(BORN_SHOWN);
    await form.fill('Clinic Name', 'Nair Heart Clinic');
    await form.fill('Clinic/Center Address', '12 MG Road, Ernakulam');
    // The pincode fills in its state and district from India Post's directory.
    await form.field('Pincode').pressSequentially('682001');
    await expect.poll(() => form.field('State').inputValue()).toBe('Kerala');
    expect(await form.field('District').inputValue()).toBe('Ernakulam');
    await form.select('Available From \\(time\\)', '9:00 AM');
    await form.select('Available To \\(time\\)', '6:00 PM');
    await form.select('Available From \\(day\\)', 'Monday');
    await form.select('Available To \\(day\\)', 'Saturday');
    await form.fill('Contact Phone', '9876543210');
    await form.fill('Contact Email', 'desk@nairclinic.test');
    await form.fill('Login Email', email);
    await form.fill('Password', 'Clinic#Desk2026');
    await form.fill('Council/Registration Authority Name', 'Travancore-Cochin Medical Council');
    await form.fill('Council/Registration Number', 'TCMC-56789');
    await form.select('Specialization', 'Cardiology');
    await form.field('Council Certificate').setInputFiles(pdfFile());
    await form
      .field('Clinic Photos')
      .setInputFiles([await pngFile('front.png'), await pngFile('waiting-room.png')]);
    await form.fill('Discount Amount', '15% on consultation and tests');
    await form.fill('Standard Discount for Members', '15');
    await form.addService('Consultation');
    await form.addService('ECG');
    await form.acceptTerms();

    // Each value a clinic could get wrong is refused at its own field, which takes the focus, and
    // nothing is sent; the right value put back, the next one is tried.
    const wrong: [label: string, bad: string, good: string, message: string][] = [
      ['Age', '-5', String(ageFromBirthDate(BORN)), FIELD_CHECK_MESSAGES.ageNotNumber],
      ['Age', '250', String(ageFromBirthDate(BORN)), FIELD_CHECK_MESSAGES.ageRange],
      ['Date of Birth', '01/01/2030', BORN_SHOWN, FIELD_CHECK_MESSAGES.dobFuture],
      ['Contact Phone', 'abc', '9876543210', FIELD_CHECK_MESSAGES.phone],
      ['Contact Email', 'not-an-email', 'desk@nairclinic.test', FIELD_CHECK_MESSAGES.contactEmail],
      ['Pincode', '12', '682001', FIELD_CHECK_MESSAGES.pincodeFormat],
      // Six digits in Kerala's range that India Post never issued.
      ['Pincode', '682999', '682001', FIELD_CHECK_MESSAGES.pincodeUnknown],
    ];
    for (const [label, bad, good, message] of wrong) {
      await form.fill(label, bad);
      await form.submit();
      await expect.poll(() => form.focusedFieldError(), { message: label }).toContain(message);
      await form.fill(label, good);
    }
    for (const [label, bad, good, message] of [
      ['Available To \\(time\\)', '6:00 AM', '6:00 PM', FIELD_CHECK_MESSAGES.closesBeforeOpening],
      ['Available From \\(day\\)', 'Sunday', 'Monday', FIELD_CHECK_MESSAGES.daysOrder],
    ] as const) {
      await form.select(label, bad);
      await form.submit();
      await expect.poll(() => form.focusedFieldError(), { message: label }).toContain(message);
      await form.select(label, good);
    }
    await form.submit();

    await form.resultDialog.getByRole('heading', { name: 'Registration Submitted' }).waitFor();
    await form.resultDialog.getByRole('button', { name: 'Go to Partner Portal' }).waitFor();

    const admin = await apiToken(stack(), '/api/auth/admin/login', DEMO.admin);
    const res = await stack().api('/api/partners/applications', {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.status).toBe(200);
    const body: unknown = await res.json();
    const list = (
      Array.isArray(body) ? body : (body as { applications: unknown[] }).applications
    ) as Array<Record<string, unknown>>;
    const application = list.find((a) => a.email === email);
    expect(application).toMatchObject({
      name: 'Nair Heart Clinic',
      type: 'doctor',
      status: 'pending',
      state: 'Kerala',
      district: 'Ernakulam',
      pincode: '682001',
      responsible: expect.objectContaining({ dob: BORN }),
      specialization: 'Cardiology',
      discountItems: ['Consultation', 'ECG'],
      standardDiscount: 15,
    });
    expect(application?.clinicPhotos).toHaveLength(2);
    expect(String(application?.certificateFile)).toMatch(/\.pdf$/);
  });
});
