// Examples of the card calls (the member's card, revoking one, the issuer's public keys), for the
// OpenAPI document.
import type { cardRevokeResponseSchema, jwksSchema, memberCardResponseSchema } from '@mcs/shared';
import type { z } from 'zod';
import { EXAMPLE } from '../../openapi/example-values.ts';

export const cardAnswer = {
  jws: 'MCS1:PWGSLKC 46W8TZN5+R 6BGQDXHLR9CP2U28W1CO6P9/ MKWAUYP70VTQ3D',
  membershipId: EXAMPLE.membershipId,
  validUntil: EXAMPLE.validUntil,
} satisfies z.output<typeof memberCardResponseSchema>;

export const revokedAnswer = {
  message: 'Card revoked. Partners will refuse it once their devices sync.',
  membershipId: EXAMPLE.membershipId,
  revoked: ['c9f1e2d3a4b5'],
} satisfies z.output<typeof cardRevokeResponseSchema>;

export const jwksAnswer = {
  keys: [
    {
      kty: 'EC',
      crv: 'P-256',
      kid: '1Ic-TQXrUXEu',
      x: 'q5kPqtgayM_Oc-ljfqex7Oz9VrecACiyl24rGwlGhcw',
      y: '2ffeRMGpcF1YZ9iBkmKA_iojLt3G8kyDBW0IqJmST5Y',
      alg: 'ES256',
      use: 'sig',
    },
  ],
} satisfies z.output<typeof jwksSchema>;
