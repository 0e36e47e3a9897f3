// Examples of the sign-in, password and profile calls, for the OpenAPI document.
import type {
  adminRegisterBodySchema,
  changePasswordBodySchema,
  currentMemberSchema,
  forgotPasswordBodySchema,
  forgotPasswordResponseSchema,
  loginResponseSchema,
  memberLoginResponseSchema,
  messageResponseSchema,
  resetPasswordBodySchema,
  resetPasswordResponseSchema,
} from '@mcs/shared';
import type { z } from 'zod';
import { EXAMPLE } from '../../openapi/example-values.ts';

export const memberLoginAnswer = {
  token: EXAMPLE.token,
  message: 'Login successful',
  mustChangePassword: false,
} satisfies z.output<typeof memberLoginResponseSchema>;

export const loginAnswer = {
  token: EXAMPLE.token,
  message: 'Login successful',
} satisfies z.output<typeof loginResponseSchema>;

export const currentMemberAnswer = {
  id: '12',
  name: EXAMPLE.memberName,
  email: EXAMPLE.memberEmail,
  phone: EXAMPLE.memberPhone,
  plan: 'Annual',
  status: 'Active',
  validUntil: EXAMPLE.validUntil,
  membershipId: EXAMPLE.membershipId,
  familyMembers: 1,
  familyDetails: [{ name: 'Ravi Verma', age: 44, gender: 'Male', relationship: 'Spouse' }],
  mustChangePassword: false,
} satisfies z.output<typeof currentMemberSchema>;

export const changePasswordBody = {
  currentPassword: 'correct horse battery',
  newPassword: 'Kaveri river 2026',
} satisfies z.input<typeof changePasswordBodySchema>;

export const passwordChangedAnswer = {
  token: EXAMPLE.token,
  message: 'Password changed',
} satisfies z.output<typeof loginResponseSchema>;

export const logoutAnswer = { message: 'Logged out' } satisfies z.output<
  typeof messageResponseSchema
>;

export const adminRegisterBody = {
  name: 'Priya Nair',
  email: EXAMPLE.adminEmail,
  phone: '9812345670',
  password: 'Nilgiri tea 2026',
  inviteCode: 'INV-HRCR-93NA-MVMT-9PUB',
} satisfies z.input<typeof adminRegisterBodySchema>;

export const adminRegisteredAnswer = {
  token: EXAMPLE.token,
  message: 'Admin registered successfully',
} satisfies z.output<typeof loginResponseSchema>;

export const forgotPasswordBody = { email: EXAMPLE.memberEmail } satisfies z.input<
  typeof forgotPasswordBodySchema
>;

export const forgotPasswordAnswer = {
  message:
    'If an account uses this email, we have sent it a link to set a new password. The link works once, for 30 minutes.',
} satisfies z.output<typeof forgotPasswordResponseSchema>;

export const resetPasswordBody = {
  token: '5sBwNgzJtsonr-7zqwhLeYYTJbKW9_rFoTFAp60TlpY',
  newPassword: 'Kaveri river 2026',
} satisfies z.input<typeof resetPasswordBodySchema>;

export const resetPasswordAnswer = {
  account: 'member',
  message: 'Your new password is set. Please sign in with it.',
} satisfies z.output<typeof resetPasswordResponseSchema>;
