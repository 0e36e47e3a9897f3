// Admins enrol members (self sign-up stays closed, so this is a member's only way in). The fee is
// checked against the shared price list so the payment recorded is exactly what the fee page
// quotes.
import { randomBytes, randomInt } from 'node:crypto';
import {
  DEFAULT_PLAN_LABEL,
  MEMBERSHIP_VALIDITY_DAYS,
  formatDateIN,
  formatRupees,
  generateMembershipId,
  quoteMembership,
} from '@mcs/shared';
import type { EnrolMemberBody, EnrolMemberResponse, FamilyMember } from '@mcs/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/principal.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { isoDaysAfter } from '../../lib/india-time.ts';
import { hashPassword } from '../../lib/password.ts';
import { assertAdmin } from '../../lib/admin-access.ts';
import { recordAdminAction } from '../audit/audit.service.ts';
import { createPasswordLink, WELCOME_LINK_DAYS } from '../auth/password-links.service.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import {
  insertMemberWithPayment,
  memberContactTaken,
  membershipIdTaken,
} from './enrolment.repo.ts';
import { rowToMember } from './member-mapper.ts';
import { toCurrentMember } from './members.service.ts';

type Deps = Pick<AppDeps, 'db' | 'now' | 'env'>;

export const MEMBER_ENROLLED = 'Member enrolled';
export const CONTACT_TAKEN = {
  email: 'A member with this email already exists.',
  phone: 'A member with this phone number already exists.',
} as const;
const NO_MEMBERSHIP_ID = 'Could not allocate a membership ID. Please try again.';

// No 0/O or 1/l/I: the admin may read a generated password out over the phone.
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function generatePassword(length = 12): string {
  return Array.from({ length }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join(
    '',
  );
}

/** The people covered besides the holder; a 'Self' row would count the holder twice. */
export function familyOnly(details: readonly FamilyMember[]): FamilyMember[] {
  return details.filter((person) => person.relationship.trim().toLowerCase() !== 'self');
}

/** Whole members priced: the holder plus each family member (the card's familyMembers). */
export function membersCovered(family: readonly FamilyMember[]): number {
  return 1 + family.length;
}

/** The fee for `members` from the shared price list; a stated amount must be that fee. */
function amountPaid(stated: number | undefined, members: number): number {
  const quote = quoteMembership(members);
  if (stated === undefined) return quote.totalWithTax;
  // Amounts are rupees to the paisa; anything closer than half a paisa is the same payment.
  if (Math.abs(stated - quote.totalWithTax) >= 0.005) {
    const people = members === 1 ? '1 member' : `${members} members`;
    throw AppError.badRequest(
      `amount: The fee for ${people} is ${formatRupees(quote.totalWithTax)} (${formatRupees(quote.total)} plus GST).`,
    );
  }
  return quote.totalWithTax;
}

async function freshMembershipId(deps: Deps): Promise<string> {
  // 16.7 million IDs a year: a clash is rare, so a few tries settle it.
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const candidate = generateMembershipId(deps.now().getUTCFullYear());
    if (!(await membershipIdTaken(deps.db, candidate))) return candidate;
  }
  throw new AppError(503, 'internal', NO_MEMBERSHIP_ID);
}

/** 409 naming the detail another member already holds. */
async function refuseTakenContact(deps: Deps, contact: { email: string; phone: string }) {
  const taken = await memberContactTaken(deps.db, contact);
  if (taken) throw AppError.conflict(CONTACT_TAKEN[taken]);
}

function welcomeMail(
  member: { name: string; email: string; membership_id: string; valid_until: string },
  url: string,
) {
  return {
    to: member.email,
    kind: 'enrolment',
    subject: 'Welcome to MediCostSaver: set your password',
    text: [
      `Welcome to MediCostSaver, ${member.name}!`,
      '',
      `Your membership ID is ${member.membership_id}, valid until ${formatDateIN(member.valid_until)}.`,
      `Open this link to choose your password. It works once, for ${WELCOME_LINK_DAYS} days:`,
      '',
      url,
      '',
      'Then sign in with this e-mail address or your phone number and the password you chose.',
    ].join('\n'),
  };
}

export async function enrolMember(
  deps: Deps,
  actor: Principal,
  body: EnrolMemberBody,
): Promise<EnrolMemberResponse> {
  assertAdmin(actor);
  const family = familyOnly(body.familyDetails);
  const members = membersCovered(family);
  const amount = amountPaid(body.amount, members);

  const contact = { email: body.email.trim().toLowerCase(), phone: body.phone };
  await refuseTakenContact(deps, contact);

  // A set-password link instead of a password anyone else has seen: the account starts with a
  // random password nobody knows, so the link is the only way in.
  const byLink = body.password === undefined && body.sendSetPasswordLink === true;
  const password =
    body.password ?? (byLink ? randomBytes(32).toString('base64url') : generatePassword());
  const now = deps.now();
  const at = now.toISOString();
  // Drawn and hashed before the transaction: the write lock is not held through a slow hash.
  const membershipId = await freshMembershipId(deps);
  const passwordHash = await hashPassword(password);
  const row = await deps.db
    .transaction()
    .execute(async (trx) => {
      const inserted = await insertMemberWithPayment(
        trx,
        {
          membership_id: membershipId,
          name: body.name,
          email: contact.email,
          phone: contact.phone,
          password_hash: passwordHash,
          plan: DEFAULT_PLAN_LABEL,
          status: 'Active',
          valid_until: isoDaysAfter(now, MEMBERSHIP_VALIDITY_DAYS),
          family_details: JSON.stringify(family),
          // The admin has seen this password (generated or typed): the member replaces it first.
          must_change_password: byLink ? 0 : 1,
          created_at: at,
          updated_at: at,
        },
        { amount, membersCount: members, reference: body.paymentReference, paidAt: at },
      );
      await recordAdminAction(trx, actor, {
        action: 'member.enrol',
        target: {
          type: 'member',
          id: inserted.id,
          label: `${inserted.name} <${inserted.email}> ${inserted.membership_id}`,
        },
        at,
        detail: `Payment reference ${body.paymentReference}`,
      });
      if (byLink) {
        const url = await createPasswordLink(trx, deps, {
          account: { type: 'member', id: Number(inserted.id) },
          purpose: 'welcome',
          at: now,
        });
        await enqueueMail(trx, welcomeMail(inserted, url), now);
      }
      return inserted;
    })
    .catch(async (error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      // Another enrolment took the email, phone or drawn ID between the checks and this insert;
      // the unique indexes refused this one, so it is answered like a check that saw it.
      await refuseTakenContact(deps, contact);
      throw new AppError(503, 'internal', NO_MEMBERSHIP_ID);
    });
  const member = toCurrentMember(rowToMember(row), now);
  if (byLink) return { message: MEMBER_ENROLLED, member, setPasswordLinkSentTo: row.email };
  // A password the admin chose is not echoed; a generated one is shown this once.
  return body.password === undefined
    ? { message: MEMBER_ENROLLED, member, password }
    : { message: MEMBER_ENROLLED, member };
}
