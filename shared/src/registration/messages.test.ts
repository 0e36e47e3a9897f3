import { describe, expect, it } from 'vitest';
import { REGISTRATION_MESSAGES } from './messages.ts';

// The product's registration messages, written here as literals (not from messages.ts), in the
// order they are checked: a typo in the messages the form and the API show fails here.
const SPEC_SECTION_5 = [
  'Please select a partner type (Doctor / Dentist / Diagnostic / Pharmacy).',
  'Please enter responsible person name.',
  'Please enter your age.',
  'Please select your sex.',
  'Please enter your date of birth.',
  'Please enter a contact phone number.',
  'Please enter a contact email.',
  'Please enter login email.',
  'Please enter a password.',
  'Password must be at least 6 characters long.',
  'Please enter the clinic/center address.',
  'Please select a state.',
  'Please select or enter a district.',
  'Please enter a pincode.',
  'Please specify your available timings (from and to).',
  'Please specify your available days (from and to).',
  'Please enter council/registration authority name.',
  'Please enter council/registration number.',
  'Please select your specialization.',
  'Please enter your specialization.',
  'Please upload your council certificate.',
  'Please upload the government registration certificate.',
  'Please upload clinic photos.',
  'Please specify the discount amount you are willing to provide.',
  'Please add at least one service/procedure you want to offer discount on.',
  'Please accept the terms and conditions to proceed.',
];

describe('the registration messages', () => {
  it('are the 26 registration texts, letter for letter and in order', () => {
    expect(Object.values(REGISTRATION_MESSAGES)).toEqual(SPEC_SECTION_5);
  });
});
