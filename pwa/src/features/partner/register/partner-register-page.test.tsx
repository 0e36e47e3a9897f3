import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import {
  ageFromBirthDate,
  districtsOf,
  FIELD_CHECK_MESSAGES,
  REGISTRATION_MESSAGES as M,
  STANDARD_DISCOUNT_MESSAGE,
} from '@mcs/shared';
import { UPLOAD_MESSAGES } from '@mcs/shared/uploads';
import { jpegHeader, pngHeader } from '@mcs/shared/uploads/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PartnerRegisterPage from './partner-register-page.tsx';

const png = (name: string, width = 800, height = 600) =>
  new File([pngHeader(width, height)], name, { type: 'image/png' });

/** Chooses files and waits until they are read and listed (each is judged by its bytes first). */
async function upload(label: string, files: File | File[]) {
  await userEvent.upload(field(label), files);
  for (const file of [files].flat()) expect(await screen.findByText(file.name)).toBeInTheDocument();
}

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/partner/register']}>
      <PartnerRegisterPage />
    </MemoryRouter>,
  );
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const fill = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const submitButton = () => screen.getByRole('button', { name: 'Submit Registration' });

async function acceptTerms() {
  await userEvent.click(screen.getByRole('checkbox'));
  const dialog = await screen.findByRole('dialog');
  const accept = within(dialog).getByRole('button', { name: 'I Accept Terms' });
  expect(accept).toBeDisabled();
  const text = within(dialog).getByTestId('terms-scroll');
  // jsdom lays nothing out: the box reports a scroll to within 10 px of its end.
  Object.defineProperties(text, {
    scrollHeight: { configurable: true, value: 1000 },
    clientHeight: { configurable: true, value: 300 },
    scrollTop: { configurable: true, value: 695 },
  });
  fireEvent.scroll(text);
  expect(accept).toBeEnabled();
  await userEvent.click(accept);
}

/** The error is shown at its field, which takes the focus: the field says what is wrong. */
async function expectError(message: string) {
  await userEvent.click(submitButton());
  expect(document.activeElement).toHaveAttribute('aria-invalid', 'true');
  expect(document.activeElement).toHaveAccessibleDescription(expect.stringContaining(message));
}

async function openDoctorForm() {
  renderPage();
  await userEvent.click(screen.getByRole('button', { name: /Doctor/ }));
}

/** The responsible person's birth date; the age typed is the one it gives today. */
const BORN = '1983-04-12';

/** Fills every field a doctor needs, so that submitting sends the form. */
async function fillDoctor() {
  fill('Responsible Person Name', 'Dr. Meera Nair');
  fill('Age', String(ageFromBirthDate(BORN)));
  fill('Sex', 'Female');
  fill('Date of Birth', BORN);
  fill('Contact Phone', '9876543210');
  fill('Contact Email', 'clinic@nair.test');
  fill('Login Email', 'meera@nair.test');
  fill('Password', 'Clinic#Desk2026');
  fill('Clinic/Center Address', '12 MG Road');
  fill('State', 'Kerala');
  fill('District', districtsOf('Kerala')[0] ?? '');
  fill('Pincode', '682001');
  fill('Available From \\(time\\)', '9:00 AM');
  fill('Available To \\(time\\)', '6:00 PM');
  fill('Available From \\(day\\)', 'Monday');
  fill('Available To \\(day\\)', 'Saturday');
  fill('Council/Registration Authority Name', 'Kerala Medical Council');
  fill('Council/Registration Number', 'KMC-1234');
  fill('Specialization', 'Cardiology');
  await upload('Council Certificate', png('certificate.png'));
  await upload('Clinic Photos', [png('front.png'), png('inside.png')]);
  fill('Discount Amount', '15% on total bill');
  fill('Standard Discount for Members', '15');
  await userEvent.type(screen.getByLabelText(/^Services\/Procedures/), 'Consultation{Enter}');
  await acceptTerms();
}

afterEach(() => vi.unstubAllGlobals());
// Filling a whole form takes a few seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('partner registration', () => {
  it('starts at the four type cards and opens the form for the chosen type; back returns', async () => {
    renderPage();
    for (const name of ['Doctor', 'Dentist', 'Diagnostic Center', 'Pharmacy'])
      expect(screen.getByRole('button', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Pharmacy/ }));
    expect(field('Partner Type')).toHaveValue('pharmacy');
    expect(screen.getByText('Government Registration Certificate *')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Back to partner types/ }));
    expect(screen.getByRole('button', { name: /^Dentist/ })).toBeInTheDocument();
  });

  it('never disables Submit: an empty form submitted shows its first rule at its field, focused and scrolled to', async () => {
    const scrolled = vi.fn();
    // jsdom lays nothing out and has no scrollIntoView.
    Element.prototype.scrollIntoView = scrolled;
    try {
      await openDoctorForm();
      expect(submitButton()).toBeEnabled();
      await expectError(M.responsibleName);
      expect(document.activeElement).toBe(field('Responsible Person Name'));
      expect(scrolled).toHaveBeenCalledTimes(1);
      expect(scrolled.mock.contexts[0]).toBe(field('Responsible Person Name'));
      // The rule is at its field only, not also repeated elsewhere in the form.
      expect(screen.getAllByText(M.responsibleName)).toHaveLength(1);
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it("shows unticked terms as the error at the checkbox, in the rules' order, until they are accepted", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await openDoctorForm();
    await fillDoctor();
    const box = screen.getByRole('checkbox', { name: /I accept the/ });
    await userEvent.click(box);
    expect(box).not.toBeChecked();
    // Terms are the spec's last rule, before the standard discount checked after them.
    fill('Standard Discount for Members', '');
    expect(submitButton()).toBeEnabled();
    await expectError(M.terms);
    expect(document.activeElement).toBe(box);
    expect(fetch).not.toHaveBeenCalled();
    await acceptTerms();
    expect(box).toBeChecked();
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(M.terms)).not.toBeInTheDocument();
    await expectError(STANDARD_DISCOUNT_MESSAGE);
  });

  it('shows each of the 23 rules in order, the first failing one at its field', async () => {
    await openDoctorForm();
    await acceptTerms();
    fill('Partner Type', '');
    await expectError(M.partnerType);
    fill('Partner Type', 'doctor');
    await expectError(M.responsibleName);
    fill('Responsible Person Name', '  Dr. Meera Nair ');
    await expectError(M.responsibleAge);
    fill('Age', '42');
    await expectError(M.responsibleSex);
    fill('Sex', 'Female');
    await expectError(M.responsibleDOB);
    fill('Date of Birth', '1983-04-12');
    await expectError(M.contactPhone);
    fill('Contact Phone', '9876543210');
    await expectError(M.contactEmail);
    fill('Contact Email', 'clinic@nair.test');
    await expectError(M.email);
    fill('Login Email', 'meera@nair.test');
    await expectError(M.password);
    fill('Password', 'abc');
    await expectError(M.passwordTooShort);
    // Rule 9 also refuses the most common passwords.
    fill('Password', 'password');
    await expectError('This password is too common and easy to guess.');
    fill('Password', 'Clinic#Desk2026');
    await expectError(M.address);
    fill('Clinic/Center Address', '12 MG Road');
    await expectError(M.state);
    fill('State', 'Other');
    fill('Enter State', 'Lakshadweep Islands');
    await expectError(M.district);
    fill('Enter District', 'Kavaratti');
    await expectError(M.pincode);
    fill('Pincode', '682555');
    fill('Available From \\(time\\)', '9:00 AM');
    await expectError(M.timings);
    fill('Available To \\(time\\)', '6:00 PM');
    fill('Available To \\(day\\)', 'Saturday');
    await expectError(M.days);
    fill('Available From \\(day\\)', 'Monday');
    await expectError(M.councilName);
    fill('Council/Registration Authority Name', 'Kerala Medical Council');
    await expectError(M.councilNumber);
    fill('Council/Registration Number', 'KMC-1234');
    await expectError(M.specialization);
    fill('Specialization', 'Other');
    await expectError(M.customSpecialization);
    fill('Your Specialization', 'Sports Medicine');
    await expectError(M.councilCertificate);
    await upload('Council Certificate', png('certificate.png'));
    await expectError(M.clinicPhotos);
    await upload('Clinic Photos', png('front.png'));
    await expectError(M.discountAmount);
    fill('Discount Amount', '15% on total bill');
    await expectError(M.discountItems);
    // Blank services are not added.
    await userEvent.type(screen.getByLabelText(/^Services\/Procedures/), '   {Enter}');
    await expectError(M.discountItems);
    await userEvent.type(screen.getByLabelText(/^Services\/Procedures/), ' X-ray ');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('list', { name: 'Discounted services' })).toHaveTextContent('X-ray');
    // After the spec's rules, the standard discount every member gets: a percentage, 0 to 100.
    await expectError(STANDARD_DISCOUNT_MESSAGE);
    fill('Standard Discount for Members', '120');
    await expectError(STANDARD_DISCOUNT_MESSAGE);
    fill('Standard Discount for Members', '12.5');
    // The last rule of the spec: the terms box. Unticked, it is the error at the box.
    await userEvent.click(screen.getByRole('checkbox'));
    await expectError(M.terms);
    expect(document.activeElement).toBe(screen.getByRole('checkbox'));
    // Twenty-odd rounds of form filling: slow on two shared cores, not a hang.
  }, 30_000);

  it('asks a diagnostic centre for the government certificate and no clinic photos', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: /^Diagnostic Center/ }));
    expect(screen.queryByLabelText(/^Clinic Photos/)).not.toBeInTheDocument();
    await acceptTerms();
    fill('Responsible Person Name', 'Anil');
    fill('Age', '50');
    fill('Sex', 'Male');
    fill('Date of Birth', '1975-01-01');
    fill('Contact Phone', '98');
    fill('Contact Email', 'a@b.test');
    fill('Login Email', 'lab@b.test');
    fill('Password', 'Lab#Tests2026');
    fill('Clinic/Center Address', 'Road 1');
    fill('State', 'Kerala');
    fill('District', 'Other');
    fill('Enter District', 'New District');
    fill('Pincode', '1');
    fill('Available From \\(time\\)', '9:00 AM');
    fill('Available To \\(time\\)', '6:00 PM');
    fill('Available From \\(day\\)', 'Monday');
    fill('Available To \\(day\\)', 'Saturday');
    fill('Council/Registration Authority Name', 'NABL');
    fill('Council/Registration Number', 'N-1');
    await expectError(M.governmentCertificate);
  });

  /** The file field shows the message, is marked invalid, and lists no file. */
  async function expectRefusedAt(label: string, message: string, name: string) {
    await waitFor(() => expect(field(label)).toHaveAccessibleDescription(message));
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(name)).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  }

  it('judges a chosen file by its bytes, not its name or type: text named .jpg is refused at the certificate', async () => {
    await openDoctorForm();
    const text = new File(['just some notes, not a scan'], 'scan.jpg', { type: 'image/jpeg' });
    await userEvent.upload(field('Council Certificate'), text);
    await expectRefusedAt('Council Certificate', UPLOAD_MESSAGES.certificateType, 'scan.jpg');
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(field('Clinic Photos'), notes, { applyAccept: false });
    await expectRefusedAt('Clinic Photos', UPLOAD_MESSAGES.photoType, 'notes.txt');
    // A real JPEG whose name and reported type say PDF is an image, and previews as one.
    const scan = new File([jpegHeader(1240, 1754)], 'scan.pdf', { type: 'application/pdf' });
    await upload('Council Certificate', scan);
    expect(field('Council Certificate')).not.toHaveAttribute('aria-invalid');
    expect(await screen.findByRole('img', { name: 'scan.pdf' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/jpeg;base64,/),
    );
  });

  it('refuses an oversized file at its field before upload', async () => {
    await openDoctorForm();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await userEvent.upload(field('Clinic Photos'), big);
    await expectRefusedAt(
      'Clinic Photos',
      '"huge.png" is larger than 5 MB. Please choose a smaller file.',
      'huge.png',
    );
  });

  it('refuses an image over 10,000 px a side or 40 megapixels from its header, at its field', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await openDoctorForm();
    await userEvent.upload(field('Council Certificate'), png('bomb.png', 30_000, 30_000));
    await expectRefusedAt(
      'Council Certificate',
      UPLOAD_MESSAGES.imageTooLarge('The certificate', 30_000, 30_000),
      'bomb.png',
    );
    await userEvent.upload(field('Clinic Photos'), png('wide.png', 12_000, 100));
    await expectRefusedAt(
      'Clinic Photos',
      UPLOAD_MESSAGES.imageTooLarge('Clinic photo "wide.png"', 12_000, 100),
      'wide.png',
    );
    // Submitting judges the whole form again: the rules' first problem, and nothing sent.
    await expectError(M.responsibleName);
    expect(field('Clinic Photos')).not.toHaveAttribute('aria-invalid');
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['Age', '-5', FIELD_CHECK_MESSAGES.ageNotNumber],
    ['Age', '250', FIELD_CHECK_MESSAGES.ageRange],
    ['Date of Birth', '2030-01-01', FIELD_CHECK_MESSAGES.dobFuture],
    ['Date of Birth', '1950-01-01', FIELD_CHECK_MESSAGES.dobDisagrees],
    ['Contact Phone', 'abc', FIELD_CHECK_MESSAGES.phone],
    ['Contact Email', 'not-an-email', FIELD_CHECK_MESSAGES.contactEmail],
    ['Pincode', '12', FIELD_CHECK_MESSAGES.pincodeFormat],
    ['Available To \\(time\\)', '6:00 AM', FIELD_CHECK_MESSAGES.closesBeforeOpening],
    ['Available From \\(day\\)', 'Sunday', FIELD_CHECK_MESSAGES.daysOrder],
  ])('refuses %s %j at its field before sending', async (label, value, message) => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await openDoctorForm();
    await fillDoctor();
    fill(label, value);
    await expectError(message);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a pincode of another state at the pincode', async () => {
    vi.stubGlobal('fetch', vi.fn());
    await openDoctorForm();
    await fillDoctor();
    fill('Pincode', '560001');
    // The pincode fills in Karnataka; the partner puts Kerala back.
    fill('State', 'Kerala');
    fill('District', 'Ernakulam');
    await expectError('This pincode is not in Kerala. Please check the pincode and the state.');
    expect(document.activeElement).toBe(field('Pincode'));
  });

  it('sends text fields before the files, then shows the success dialog and resets', async () => {
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify({ message: 'ok', id: 'p1', status: 'pending' }), {
          status: 201,
        }),
    );
    vi.stubGlobal('fetch', fetch);
    await openDoctorForm();
    await fillDoctor();
    await userEvent.click(submitButton());

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Registration Submitted')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Registration submitted successfully. Our team will review and contact you.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Go to Partner Portal' }),
    ).toBeInTheDocument();
    const body = fetch.mock.calls[0]?.[1]?.body as FormData;
    const names = [...body.keys()];
    const firstFile = names.indexOf('certificateFile');
    expect(firstFile).toBeGreaterThan(0);
    expect(names.slice(firstFile)).toEqual(['certificateFile', 'clinicPhotos', 'clinicPhotos']);
    expect(body.get('discountItems')).toBe('["Consultation"]');
    expect(body.get('standardDiscount')).toBe('15');
    expect(body.get('clinicName')).toBe('');
    expect(body.get('termsAccepted')).toBe('true');
    expect(field('Responsible Person Name')).toHaveValue('');
  });

  it("keeps every field when the server refuses, and shows its message in 'Submission Error'", async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ message: 'This email is already registered.' }), {
          status: 409,
        }),
    );
    await openDoctorForm();
    await fillDoctor();
    await userEvent.click(submitButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Submission Error')).toBeInTheDocument();
    expect(within(dialog).getByText('This email is already registered.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(field('Responsible Person Name')).toHaveValue('Dr. Meera Nair');
    expect(screen.getByText('certificate.png')).toBeInTheDocument();
    expect(screen.getByText('inside.png')).toBeInTheDocument();
  });

  it.each([
    [
      'the text of a refusal that is not JSON',
      async () => new Response('Registrations are closed today', { status: 400 }),
      'Registrations are closed today',
    ],
    [
      "'Registration failed' for a refusal with no words",
      async () => new Response('', { status: 400 }),
      'Registration failed',
    ],
    [
      'when to try again after too many registrations',
      async () =>
        new Response(JSON.stringify({ message: 'Too many registrations.', code: 'rate_limited' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '600' },
        }),
      'Too many registrations. You can try again in 10 minutes.',
    ],
    [
      'that the submission failed when no answer came',
      async () => Promise.reject(new TypeError('Failed to fetch')),
      'Unexpected error when submitting. Please try again.',
    ],
  ])("shows %s in 'Submission Error'", async (_label, answer, shown) => {
    vi.stubGlobal('fetch', answer);
    await openDoctorForm();
    await fillDoctor();
    await userEvent.click(submitButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Submission Error')).toBeInTheDocument();
    expect(within(dialog).getByText(shown)).toBeInTheDocument();
  });

  it('Reset Form clears every field, file and the error', async () => {
    await openDoctorForm();
    await fillDoctor();
    fill('Responsible Person Name', '');
    await expectError(M.responsibleName);
    await userEvent.click(screen.getByRole('button', { name: 'Reset Form' }));
    expect(screen.queryByText(M.responsibleName)).not.toBeInTheDocument();
    expect(field('Contact Phone')).toHaveValue('');
    expect(screen.queryByText('certificate.png')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });
});
