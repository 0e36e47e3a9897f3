// How a member's phone reads the answers it shows and keeps (the member, the visits, the
// directory, the card and its keys), with light checks (net/answer-shape.ts) instead of the
// shared zod schemas desk mode and the service worker read them with (sync-client.ts): zod and the
// schemas are about a quarter of the JavaScript of a member's first visit. Every field of each
// answer is checked for its kind, so an answer from an older or newer server that this app cannot
// read is refused, as the schema would refuse it; desk mode verifies the card itself when it is
// scanned.
import type {
  CardPublicJwk,
  CurrentMember,
  DirectoryPagination,
  DirectoryPartner,
  FamilyMember,
  MemberVisit,
  PartnersResponse,
  SyncPushResult,
} from '@mcs/shared';
import { count, exactly, flag, listOf, nullable, optional, shape, text } from './answer-shape.ts';

export const partnerShape = shape<DirectoryPartner>({
  id: text,
  name: text,
  type: text,
  responsible: shape<DirectoryPartner['responsible']>({ name: text }),
  contactPhone: text,
  contactEmail: text,
  website: text,
  address: text,
  district: text,
  state: text,
  pincode: text,
  timeFrom: text,
  timeTo: text,
  dayFrom: text,
  dayTo: text,
  specialization: nullable(text),
  council: shape<DirectoryPartner['council']>({ name: text, number: text }),
  discountAmount: text,
  discountItems: listOf(text),
  standardDiscount: nullable(count),
  clinicPhotos: listOf(text),
  membersServed: count,
  createdAt: text,
  status: text,
});

export const familyMember = shape<FamilyMember>({
  name: text,
  age: count,
  gender: text,
  relationship: text,
});

/** `GET api/auth/me`. */
export const currentMemberShape = shape<CurrentMember>({
  id: text,
  name: text,
  email: text,
  phone: nullable(text),
  plan: text,
  status: text,
  validUntil: text,
  membershipId: text,
  familyMembers: count,
  familyDetails: listOf(familyMember),
  mustChangePassword: optional(flag),
});

/** One page of `GET api/partners/my-visits`. */
export const memberVisitsShape = listOf(
  shape<MemberVisit>({
    id: text,
    hospitalName: text,
    doctorName: text,
    address: text,
    visitedTime: text,
    service: text,
    billAmount: nullable(count),
    discountApplied: count,
    savedAmount: count,
    patient: optional(text),
  }),
);

/** `GET api/partners`. */
export const partnersShape = shape<PartnersResponse>({
  partners: listOf(partnerShape),
  pagination: shape<DirectoryPagination>({
    currentPage: count,
    totalPages: count,
    hasNextPage: flag,
    hasPrevPage: flag,
    limit: count,
    totalPartners: count,
  }),
});

export const cardKeyShape = shape<CardPublicJwk>({
  kty: exactly('EC'),
  crv: exactly('P-256'),
  kid: text,
  x: text,
  y: text,
  alg: exactly('ES256'),
  use: exactly('sig'),
});

export const pushResultShape = shape<SyncPushResult>({
  id: text,
  status: text,
  reason: optional(text),
  flagged: optional(flag),
});
