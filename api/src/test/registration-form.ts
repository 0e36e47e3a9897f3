// A valid doctor registration as the PWA form sends it (multipart), for tests to break one field at a time.
import { ageFromBirthDate } from '@mcs/shared';
import { demoCertificate, demoClinicPhotos } from '../seed/demo-files.ts';

const BORN = '1987-02-14';

export const VALID_REGISTRATION_FIELDS: Record<string, string> = {
  role: 'doctor',
  responsibleName: 'Dr. Kavya Menon',
  // The age the birth date gives today: the server compares the two.
  responsibleAge: String(ageFromBirthDate(BORN)),
  responsibleSex: 'Female',
  responsibleDOB: BORN,
  contactPhone: '9845098450',
  contactEmail: 'desk@kavyaclinic.in',
  email: 'kavya@kavyaclinic.in',
  password: 'clinic-pass',
  address: '4th Cross, Indiranagar',
  state: 'Karnataka',
  district: 'Bengaluru Urban',
  pincode: '560038',
  timeFrom: '9:00 AM',
  timeTo: '7:00 PM',
  dayFrom: 'Monday',
  dayTo: 'Saturday',
  councilName: 'Karnataka Medical Council',
  councilNumber: 'KMC-77812',
  specialization: 'Dermatology',
  clinicName: 'Kavya Skin Clinic',
  discountAmount: '20% on consultation',
  discountItems: JSON.stringify(['Consultation', 'Skin biopsy']),
  termsAccepted: 'true',
  standardDiscount: '20',
};

// The demo seed's committed documents (api/src/seed/fixtures) serve as any applicant's files.
const CERTIFICATE = demoCertificate('harmony@apply.demo.mcs');
const [PHOTO = Buffer.alloc(0)] = demoClinicPhotos('harmony@apply.demo.mcs');

export async function pdfFile(name = 'certificate.pdf'): Promise<File> {
  return new File([new Uint8Array(CERTIFICATE)], name, { type: 'application/pdf' });
}

export function pngFile(name = 'clinic.png'): File {
  return new File([new Uint8Array(PHOTO)], name, { type: 'image/png' });
}

export interface FormOptions {
  fields?: Record<string, string | undefined>;
  certificate?: File | null;
  photos?: File[];
}

export async function registrationForm(options: FormOptions = {}): Promise<FormData> {
  const form = new FormData();
  const fields = { ...VALID_REGISTRATION_FIELDS, ...options.fields };
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined) form.append(key, value);
  const certificate = options.certificate === undefined ? await pdfFile() : options.certificate;
  if (certificate) form.append('certificateFile', certificate);
  for (const photo of options.photos ?? [pngFile()]) form.append('clinicPhotos', photo);
  return form;
}

/** Sends the registration form through the app, as the PWA would. */
export async function sendRegistration(
  app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  options?: FormOptions,
): Promise<Response> {
  return app.request('/api/partners/register', {
    method: 'POST',
    body: await registrationForm(options),
  });
}
