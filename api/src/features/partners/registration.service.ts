// Partner registration: the spec's ordered rules from @mcs/shared (first failure wins, same
// message as the form), then the files by content and size, then a pending application.
import { z } from 'zod';
import {
  cleanRegistration,
  firstRegistrationError,
  isClinicType,
  partnerRegistrationFieldsSchema,
  toRegistrationCheckInput,
} from '@mcs/shared';
import type { PartnerRegisterResponse } from '@mcs/shared';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { hashPassword } from '../../lib/password.ts';
import { parseWith } from '../../lib/validate.ts';
import { insertUploads } from '../uploads/uploads.repo.ts';
import {
  MAX_CLINIC_PHOTOS,
  UPLOAD_MESSAGES,
  checkUpload,
  removeUploads,
  storeUploads,
} from '../uploads/uploads.service.ts';
import { findPartnerByEmail, insertPartner } from './partners.repo.ts';

export const REGISTRATION_SUBMITTED =
  'Registration submitted successfully. Our team will review and contact you.';
export const PARTNER_EMAIL_TAKEN =
  'A partner account with this login email already exists. Please sign in or use a different email.';

export const LOGIN_EMAIL_INVALID =
  'Please enter a valid login email address. You will use it to sign in.';
export const WEBSITE_INVALID =
  'Please enter your website as a web address, for example https://www.yourclinic.in, or leave it blank.';

const loginEmailSchema = z.email().max(254);

/**
 * The website as a safe link: blank stays blank, a bare host gains https://, and anything that is
 * not an http(s) address is refused. Members open it from the directory, so a `javascript:` or
 * `data:` "website" must never be stored.
 */
export function websiteLink(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return '';
  // A scheme is letters before a colon; a colon before digits is a port ("clinic.in:8080").
  const withScheme = /^[a-z][a-z\d+.-]*:(?!\d)/i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname.includes('.') || /\s/.test(text)) return null;
  // Kept as typed when it is already a full address; otherwise in the URL's own spelling.
  return /^https?:\/\//i.test(withScheme) ? withScheme : url.href;
}

export interface RegistrationForm {
  /** Text fields as sent (the first value when a name repeats). */
  fields: Record<string, string>;
  certificate: File | undefined;
  clinicPhotos: File[];
}

export async function registerPartner(
  deps: Pick<AppDeps, 'db' | 'now' | 'uploadsDir'>,
  form: RegistrationForm,
): Promise<PartnerRegisterResponse> {
  const fields = parseWith(partnerRegistrationFieldsSchema, form.fields);
  const checkInput = toRegistrationCheckInput(fields, {
    hasCertificate: form.certificate !== undefined && form.certificate.size > 0,
    clinicPhotoCount: form.clinicPhotos.filter((f) => f.size > 0).length,
  });
  const ruleError = firstRegistrationError(checkInput);
  if (ruleError) throw AppError.badRequest(ruleError);
  const clean = cleanRegistration(checkInput);
  // The rules only ask for a login email; one that is not an address could never sign in.
  if (!loginEmailSchema.safeParse(clean.email).success)
    throw AppError.badRequest(LOGIN_EMAIL_INVALID);
  const website = websiteLink(clean.website);
  if (website === null) throw AppError.badRequest(WEBSITE_INVALID);

  // Photos belong to clinics; a centre's stray photo fields are ignored, not stored.
  const photos = isClinicType(clean.type) ? form.clinicPhotos.filter((f) => f.size > 0) : [];
  if (photos.length > MAX_CLINIC_PHOTOS) throw AppError.badRequest(UPLOAD_MESSAGES.tooManyPhotos);
  const certificateFile = form.certificate;
  if (!certificateFile) throw AppError.badRequest('Please upload your council certificate.');
  const checked = [
    await checkUpload(certificateFile, 'certificate'),
    ...(await Promise.all(photos.map((photo) => checkUpload(photo, 'clinic_photo')))),
  ];

  if (await findPartnerByEmail(deps.db, clean.email)) throw AppError.conflict(PARTNER_EMAIL_TAKEN);
  const passwordHash = await hashPassword(clean.password);
  const stored = await storeUploads(deps.uploadsDir, checked);
  const certificate = stored.find((s) => s.kind === 'certificate');
  const nowIso = deps.now().toISOString();
  try {
    const partner = await deps.db.transaction().execute(async (trx) => {
      const row = await insertPartner(trx, {
        type: clean.type,
        name: clean.name,
        status: 'pending',
        rejection_reason: null,
        email: clean.email,
        password_hash: passwordHash,
        responsible_name: clean.responsible.name,
        responsible_sex: clean.responsible.sex,
        responsible_age: clean.responsible.age,
        responsible_dob: clean.responsible.dob,
        contact_email: clean.contactEmail,
        contact_phone: clean.contactPhone,
        website: website || null,
        address: clean.address,
        district: clean.district,
        state: clean.state,
        pincode: clean.pincode,
        time_from: clean.timeFrom,
        time_to: clean.timeTo,
        day_from: clean.dayFrom,
        day_to: clean.dayTo,
        timings: fields.timings?.trim() || `${clean.timeFrom} - ${clean.timeTo}`,
        specialization: clean.specialization,
        council_name: clean.council.name,
        council_number: clean.council.number,
        discount_amount: clean.discountAmount,
        discount_items: JSON.stringify(clean.discountItems),
        certificate_file: certificate?.name ?? null,
        clinic_photos: JSON.stringify(
          stored.filter((s) => s.kind === 'clinic_photo').map((s) => s.name),
        ),
        created_at: nowIso,
        updated_at: nowIso,
      });
      await insertUploads(
        trx,
        stored.map((s) => ({
          name: s.name,
          partner_id: row.id,
          kind: s.kind,
          content_type: s.contentType,
          size: s.size,
          created_at: nowIso,
        })),
      );
      return row;
    });
    return { message: REGISTRATION_SUBMITTED, id: String(partner.id), status: 'pending' };
  } catch (error) {
    await removeUploads(
      deps.uploadsDir,
      stored.map((s) => s.name),
    );
    if (isUniqueViolation(error)) throw AppError.conflict(PARTNER_EMAIL_TAKEN);
    throw error;
  }
}
