// The registration form's state and what leaves it: the input the 23 shared rules check, and the
// multipart body. Files are checked here before anything is uploaded by the rule the server runs
// (5 MB each, at most 6 clinic photos, images or a PDF certificate judged by their bytes, images
// within the pixel limits read from their headers).
import {
  firstRegistrationFailure,
  isClinicType,
  isPartnerType,
  OTHER,
  registrationFormatFailure,
} from '@mcs/shared';
import type { PincodeDirectory, RegistrationCheckInput, RegistrationRuleId } from '@mcs/shared';
import {
  checkUploadContent,
  MAX_CLINIC_PHOTOS,
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
  type UploadKind,
} from '@mcs/shared/uploads';
import { translate } from '../../../i18n';
import { deskText } from '../i18n/catalog.ts';
import { birthDateToIso } from './birth-date.ts';

// Only what the file picker offers first: what a file is, is read from its bytes.
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const CERTIFICATE_ACCEPT = [...IMAGE_TYPES, 'application/pdf'].join(',');
export const PHOTO_ACCEPT = IMAGE_TYPES.join(',');

/** Said as the file is chosen, in the partner's language of that moment. */
export const FILE_MESSAGES = {
  tooLarge: (name: string) => translate(deskText, 'reg.upload.tooLarge', { name }),
} as const;

export interface RegistrationValues {
  role: string;
  /** clinicName for doctors and dentists, centerName for the others. */
  businessName: string;
  responsibleName: string;
  responsibleAge: string;
  responsibleSex: string;
  responsibleDOB: string;
  address: string;
  state: string;
  /** Typed when the state chosen is 'Other'. */
  stateOther: string;
  district: string;
  districtOther: string;
  pincode: string;
  timeFrom: string;
  timeTo: string;
  dayFrom: string;
  dayTo: string;
  website: string;
  contactEmail: string;
  contactPhone: string;
  email: string;
  password: string;
  councilName: string;
  councilNumber: string;
  specialization: string;
  customSpecialization: string;
  discountAmount: string;
  discountItems: string[];
  /** The percentage every member gets, as typed ("20"). */
  standardDiscount: string;
  termsAccepted: boolean;
}

export interface RegistrationFiles {
  certificate: File | null;
  photos: File[];
}

export function emptyValues(role = ''): RegistrationValues {
  return {
    role,
    businessName: '',
    responsibleName: '',
    responsibleAge: '',
    responsibleSex: '',
    responsibleDOB: '',
    address: '',
    state: '',
    stateOther: '',
    district: '',
    districtOther: '',
    pincode: '',
    timeFrom: '',
    timeTo: '',
    dayFrom: '',
    dayTo: '',
    website: '',
    contactEmail: '',
    contactPhone: '',
    email: '',
    password: '',
    councilName: '',
    councilNumber: '',
    specialization: '',
    customSpecialization: '',
    discountAmount: '',
    discountItems: [],
    standardDiscount: '',
    termsAccepted: false,
  };
}

export const NO_FILES: RegistrationFiles = { certificate: null, photos: [] };

export function isClinicRole(role: string): boolean {
  return isPartnerType(role) && isClinicType(role);
}

/** The state or district as sent: the typed text when 'Other' was chosen. */
export const chosenState = (v: RegistrationValues) => (v.state === OTHER ? v.stateOther : v.state);
export const chosenDistrict = (v: RegistrationValues) =>
  v.state === OTHER || v.district === OTHER ? v.districtOther : v.district;

function textFields(v: RegistrationValues): Record<string, string> {
  const clinic = isClinicRole(v.role);
  return {
    role: v.role,
    responsibleName: v.responsibleName,
    responsibleAge: v.responsibleAge,
    responsibleSex: v.responsibleSex,
    // Shown as dd/mm/yyyy, sent as YYYY-MM-DD.
    responsibleDOB: birthDateToIso(v.responsibleDOB),
    address: v.address,
    state: chosenState(v),
    district: chosenDistrict(v),
    pincode: v.pincode,
    timings: v.timeFrom && v.timeTo ? `${v.timeFrom} - ${v.timeTo}` : '',
    timeFrom: v.timeFrom,
    timeTo: v.timeTo,
    dayFrom: v.dayFrom,
    dayTo: v.dayTo,
    website: v.website,
    contactEmail: v.contactEmail,
    contactPhone: v.contactPhone,
    email: v.email,
    password: v.password,
    councilName: v.councilName,
    councilNumber: v.councilNumber,
    ...(clinic ? { specialization: v.specialization, clinicName: v.businessName } : {}),
    ...(clinic && v.specialization === OTHER
      ? { customSpecialization: v.customSpecialization }
      : {}),
    ...(clinic ? {} : { centerName: v.businessName }),
    discountAmount: v.discountAmount,
    standardDiscount: v.standardDiscount,
  };
}

export function toCheckInput(
  v: RegistrationValues,
  files: RegistrationFiles,
): RegistrationCheckInput {
  return {
    ...textFields(v),
    customSpecialization: v.customSpecialization,
    discountItems: v.discountItems,
    hasCertificate: files.certificate !== null,
    clinicPhotoCount: isClinicRole(v.role) ? files.photos.length : 0,
    termsAccepted: v.termsAccepted,
  };
}

/**
 * The multipart body. The server reads it as a stream and judges the text before it stores a
 * file, so every text field goes first and the files last.
 */
export function toFormData(v: RegistrationValues, files: RegistrationFiles): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(textFields(v))) form.append(name, value);
  form.append('discountItems', JSON.stringify(v.discountItems));
  form.append('termsAccepted', v.termsAccepted ? 'true' : 'false');
  if (files.certificate) form.append('certificateFile', files.certificate);
  if (isClinicRole(v.role)) for (const photo of files.photos) form.append('clinicPhotos', photo);
  return form;
}

/**
 * Why a chosen file cannot be sent as `kind`, or null: its size first (nothing to read), then its
 * whole content by the shared rule, as the server reads it. The file is at most 5 MB by then, and a
 * JPEG's size may lie past a long EXIF block, so the header reader gets all of it.
 */
async function fileProblem(file: File, kind: UploadKind): Promise<string | null> {
  if (file.size > MAX_UPLOAD_BYTES) return FILE_MESSAGES.tooLarge(file.name);
  const verdict = checkUploadContent(new Uint8Array(await file.arrayBuffer()), kind, file.name);
  return verdict.ok ? null : verdict.message;
}

/** Why a chosen certificate cannot be sent, or null. */
export function certificateProblem(file: File): Promise<string | null> {
  return fileProblem(file, 'certificate');
}

/** Why chosen clinic photos cannot be sent (with those already chosen), or null. */
export async function photosProblem(
  files: readonly File[],
  already: number,
): Promise<string | null> {
  if (already + files.length > MAX_CLINIC_PHOTOS) return UPLOAD_MESSAGES.tooManyPhotos;
  for (const file of files) {
    const why = await fileProblem(file, 'clinic_photo');
    if (why !== null) return why;
  }
  return null;
}

/** The form's controls an error can be shown at. */
export type RegistrationField =
  | Exclude<keyof RegistrationValues, 'discountItems' | 'termsAccepted'>
  | 'certificate'
  | 'photos'
  | 'discountItems'
  | 'terms';

export interface RegistrationProblem {
  field: RegistrationField;
  message: string;
}

const blank = (text: string) => text.trim() === '';

/** Where a broken rule is fixed: the control holding the value the rule looked at. */
function fieldOf(rule: RegistrationRuleId, v: RegistrationValues): RegistrationField {
  switch (rule) {
    case 'partnerType':
      return 'role';
    case 'state':
      return v.state === OTHER ? 'stateOther' : 'state';
    case 'district':
      return v.state === OTHER || v.district === OTHER ? 'districtOther' : 'district';
    case 'timings':
      return blank(v.timeFrom) ? 'timeFrom' : 'timeTo';
    case 'days':
      return blank(v.dayFrom) ? 'dayFrom' : 'dayTo';
    case 'specialization':
      return v.specialization === OTHER ? 'customSpecialization' : 'specialization';
    case 'clinicPhotos':
      return 'photos';
    default:
      return rule;
  }
}

/**
 * The first problem of the registration (the shared ordered rules, then the format checks) and
 * the field it is shown at, or null when it may be sent.
 */
export function registrationProblem(
  v: RegistrationValues,
  files: RegistrationFiles,
  /** India Post's directory, once it has arrived: a pincode must then be in it. */
  pincodes?: PincodeDirectory,
): RegistrationProblem | null {
  const failure = firstRegistrationFailure(toCheckInput(v, files));
  if (failure) return { field: fieldOf(failure.id, v), message: failure.message };
  return registrationFormatFailure(
    {
      email: v.email,
      website: v.website,
      responsibleAge: v.responsibleAge,
      responsibleDOB: birthDateToIso(v.responsibleDOB),
      contactPhone: v.contactPhone,
      contactEmail: v.contactEmail,
      pincode: v.pincode,
      state: v.state === OTHER ? v.stateOther : v.state,
      timeFrom: v.timeFrom,
      timeTo: v.timeTo,
      dayFrom: v.dayFrom,
      dayTo: v.dayTo,
    },
    undefined,
    pincodes,
  );
}
