// The partner registration messages, letter for letter as the product words them (a test holds
// each one). The PWA shows them in its red box and the API answers with them, so a partner
// reads the same words either way.
export const REGISTRATION_MESSAGES = {
  partnerType: 'Please select a partner type (Doctor / Dentist / Diagnostic / Pharmacy).',
  responsibleName: 'Please enter responsible person name.',
  responsibleAge: 'Please enter your age.',
  responsibleSex: 'Please select your sex.',
  responsibleDOB: 'Please enter your date of birth.',
  contactPhone: 'Please enter a contact phone number.',
  contactEmail: 'Please enter a contact email.',
  email: 'Please enter login email.',
  password: 'Please enter a password.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  address: 'Please enter the clinic/center address.',
  state: 'Please select a state.',
  district: 'Please select or enter a district.',
  pincode: 'Please enter a pincode.',
  timings: 'Please specify your available timings (from and to).',
  days: 'Please specify your available days (from and to).',
  councilName: 'Please enter council/registration authority name.',
  councilNumber: 'Please enter council/registration number.',
  specialization: 'Please select your specialization.',
  customSpecialization: 'Please enter your specialization.',
  councilCertificate: 'Please upload your council certificate.',
  governmentCertificate: 'Please upload the government registration certificate.',
  clinicPhotos: 'Please upload clinic photos.',
  discountAmount: 'Please specify the discount amount you are willing to provide.',
  discountItems: 'Please add at least one service/procedure you want to offer discount on.',
  terms: 'Please accept the terms and conditions to proceed.',
} as const;

export type RegistrationMessage =
  (typeof REGISTRATION_MESSAGES)[keyof typeof REGISTRATION_MESSAGES];

/** Partner registration and admin sign-up share this minimum password length. */
export const PARTNER_MIN_PASSWORD = 6;
