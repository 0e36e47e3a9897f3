// Partner registration: the spec's ordered rules from @mcs/shared (first failure wins, same
// message as the form), then field sizes and formats, then the files by content and size, then a
// pending application. A rejected applicant may apply again with the same login email and the
// same password (the proof it is them): the new application replaces the rejected one, whose
// documents are deleted with it.
import {
  cleanRegistration,
  firstRegistrationError,
  isClinicType,
  loadPincodeDirectory,
  REGISTRATION_RULES,
  partnerRegistrationFieldsSchema,
  formatInputOf,
  registrationFormatError,
  toRegistrationCheckInput,
  websiteLink,
} from '@mcs/shared';
import type { CleanRegistration, PartnerRegisterResponse } from '@mcs/shared';
import type { NewPartnerRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { parseWith } from '../../lib/validate.ts';
import { insertUploads } from '../uploads/uploads.service.ts';
import {
  MAX_CLINIC_PHOTOS,
  UPLOAD_MESSAGES,
  removeUploads,
  storedFilesOfPartner,
} from '../uploads/uploads.service.ts';
import type { StoredUpload } from '../uploads/uploads.service.ts';
import { fileNamesOf } from './partner-mapper.ts';
import { deleteRejectedPartner, findPartnerByEmail, insertPartner } from './partners.repo.ts';

export const REGISTRATION_SUBMITTED =
  'Registration submitted successfully. Our team will review and contact you.';
export const PARTNER_EMAIL_TAKEN =
  'A partner account with this login email already exists. Please sign in or use a different email.';

/**
 * A registration as the streaming reader (registration-form.ts) hands it over: the text fields,
 * what files came, and the files it already checked and stored. The files are on disk, never all
 * in memory; every refusal from here on removes them.
 */
export interface ReceivedRegistration {
  /** Text fields as sent (the first value when a name repeats). */
  fields: Record<string, string>;
  /** For the rules: whether a non-empty certificate came, and how many non-empty clinic photos. */
  sent: { certificate: boolean; clinicPhotos: number };
  /** Checked by content and size and stored under random names; empty when files were only counted. */
  stored: StoredUpload[];
  /** The first file refused by its content (415), answered after the rules. */
  fileError?: AppError | undefined;
}

/**
 * What the reader does with the files, judged on the text fields alone when the first file part
 * arrives (the form sends its fields first). The ordered rules run with the files taken as
 * present: a rule before the certificate rule that fails is the answer whatever the files are,
 * so the reader refuses at once and stops reading. A later rule, a field size or a format that
 * fails means the answer is a refusal whose message may still depend on which files came, so the
 * files are counted and not kept. Otherwise they are checked and stored one at a time.
 */
export type FieldsVerdict =
  | { kind: 'refuse'; error: AppError }
  | { kind: 'count-files' }
  | { kind: 'store-files'; clinic: boolean };

const CERTIFICATE_RULE = REGISTRATION_RULES.findIndex((rule) => rule.id === 'certificate');

export function judgeFieldsBeforeFiles(fields: Record<string, string>): FieldsVerdict {
  const input = toRegistrationCheckInput(fields, { hasCertificate: true, clinicPhotoCount: 1 });
  const failing = REGISTRATION_RULES.findIndex((rule) => rule.check(input) !== null);
  if (failing !== -1) {
    const message = REGISTRATION_RULES[failing]!.check(input);
    return failing < CERTIFICATE_RULE && message !== null
      ? { kind: 'refuse', error: AppError.badRequest(message) }
      : { kind: 'count-files' };
  }
  if (!partnerRegistrationFieldsSchema.safeParse(fields).success) return { kind: 'count-files' };
  const clean = cleanRegistration(input);
  if (registrationFormatError(formatInputOf(clean))) return { kind: 'count-files' };
  return { kind: 'store-files', clinic: isClinicType(clean.type) };
}

/** The pending application row; files are the ones just stored under random names. */
function applicationRow(
  clean: CleanRegistration,
  extra: { timings: string | undefined; website: string; passwordHash: string; at: string },
  stored: readonly StoredUpload[],
): NewPartnerRow {
  return {
    type: clean.type,
    name: clean.name,
    status: 'pending',
    rejection_reason: null,
    email: clean.email,
    password_hash: extra.passwordHash,
    responsible_name: clean.responsible.name,
    responsible_sex: clean.responsible.sex,
    responsible_age: clean.responsible.age,
    responsible_dob: clean.responsible.dob,
    contact_email: clean.contactEmail,
    contact_phone: clean.contactPhone,
    website: extra.website || null,
    address: clean.address,
    district: clean.district,
    state: clean.state,
    pincode: clean.pincode,
    time_from: clean.timeFrom,
    time_to: clean.timeTo,
    day_from: clean.dayFrom,
    day_to: clean.dayTo,
    timings: extra.timings?.trim() || `${clean.timeFrom} - ${clean.timeTo}`,
    specialization: clean.specialization,
    council_name: clean.council.name,
    council_number: clean.council.number,
    discount_amount: clean.discountAmount,
    discount_items: JSON.stringify(clean.discountItems),
    standard_discount: clean.standardDiscount,
    certificate_file: stored.find((s) => s.kind === 'certificate')?.name ?? null,
    clinic_photos: JSON.stringify(
      stored.filter((s) => s.kind === 'clinic_photo').map((s) => s.name),
    ),
    created_at: extra.at,
    updated_at: extra.at,
  };
}

export async function registerPartner(
  deps: Pick<AppDeps, 'db' | 'now' | 'files'>,
  form: ReceivedRegistration,
): Promise<PartnerRegisterResponse> {
  const stored = form.stored;
  try {
    return await registerReceived(deps, form);
  } catch (error) {
    // Nothing half-written: a refused or failed application leaves none of its files behind.
    await removeUploads(
      deps.files,
      stored.map((s) => s.name),
    );
    throw error;
  }
}

async function registerReceived(
  deps: Pick<AppDeps, 'db' | 'now' | 'files'>,
  form: ReceivedRegistration,
): Promise<PartnerRegisterResponse> {
  // The ordered rules come first, on the fields as sent, so their first message is the answer
  // even when another field is also too long; sizes and formats are checked after them.
  const checkInput = toRegistrationCheckInput(form.fields, {
    hasCertificate: form.sent.certificate,
    clinicPhotoCount: form.sent.clinicPhotos,
  });
  const ruleError = firstRegistrationError(checkInput);
  if (ruleError) throw AppError.badRequest(ruleError);
  const fields = parseWith(partnerRegistrationFieldsSchema, form.fields);
  const clean = cleanRegistration(checkInput);
  // India Post's pincode directory is read on the first registration, not at start-up: most
  // servers start for members and desks, and a cold start should not parse 19,000 pincodes.
  const pincodes = await loadPincodeDirectory();
  const formatError = registrationFormatError(formatInputOf(clean), undefined, pincodes);
  if (formatError) throw AppError.badRequest(formatError);
  const website = websiteLink(clean.website) ?? '';
  if (isClinicType(clean.type) && form.sent.clinicPhotos > MAX_CLINIC_PHOTOS)
    throw AppError.badRequest(UPLOAD_MESSAGES.tooManyPhotos);
  if (form.fileError) throw form.fileError;
  // The reader stores files only for fields that pass (judgeFieldsBeforeFiles), so a form that
  // got here has its certificate stored; anything else is a bug, not an application to keep.
  const stored = form.stored;
  if (!stored.some((s) => s.kind === 'certificate'))
    throw new Error('A registration passed the rules without a stored certificate.');

  const existing = await findPartnerByEmail(deps.db, clean.email);
  if (existing) {
    // Only the applicant replaces their own rejected application: anyone else who knows the
    // email gets the answer a taken email always gets. The password is checked for every
    // status, so the answer takes as long whichever it is.
    const isApplicant = await verifyPassword(clean.password, existing.password_hash);
    if (existing.status !== 'rejected' || !isApplicant) {
      throw AppError.conflict(PARTNER_EMAIL_TAKEN);
    }
  }
  const replacedFiles = existing
    ? await storedFilesOfPartner(deps.db, existing.id, fileNamesOf(existing))
    : [];
  const passwordHash = await hashPassword(clean.password);
  const at = deps.now().toISOString();
  const row = applicationRow(clean, { timings: fields.timings, website, passwordHash, at }, stored);
  const partner = await deps.db
    .transaction()
    .execute(async (trx) => {
      // A rejected application gives way to the new one in the same transaction: the email is
      // never free for someone else in between, and a failed insert keeps the old one.
      if (existing && !(await deleteRejectedPartner(trx, existing.id))) {
        throw AppError.conflict(PARTNER_EMAIL_TAKEN);
      }
      const inserted = await insertPartner(trx, row);
      await insertUploads(trx, inserted.id, stored, at);
      return inserted;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw AppError.conflict(PARTNER_EMAIL_TAKEN);
      throw error;
    });
  // The rejected application is gone, and its documents with it.
  await removeUploads(deps.files, replacedFiles);
  return { message: REGISTRATION_SUBMITTED, id: String(partner.id), status: 'pending' };
}
