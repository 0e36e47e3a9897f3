// The expiry reminder as the member reads it by e-mail (English for now), and the signed
// unsubscribe link in it. The token is an HMAC of the member id under the server's secret: it
// needs no table, cannot be guessed for another member, and keeps working for as long as the
// e-mail is kept.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { formatDateIN, formatRupees } from '@mcs/shared';
import type { MailToSend } from '../mail/mail.service.ts';

const PURPOSE = 'reminder-unsubscribe';

function mac(secret: string, memberId: number): string {
  return createHmac('sha256', secret).update(`${PURPOSE}:${memberId}`).digest('base64url');
}

export function unsubscribeToken(secret: string, memberId: number): string {
  return `${memberId}.${mac(secret, memberId)}`;
}

/** The member id a token was made for, or undefined when it is not one of ours. */
export function memberOfUnsubscribeToken(secret: string, token: string): number | undefined {
  const match = /^(\d{1,15})\.([\w-]{43})$/.exec(token);
  if (!match) return undefined;
  const memberId = Number(match[1]);
  const expected = Buffer.from(mac(secret, memberId));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? memberId
    : undefined;
}

/** "Your membership ends on 11/12/2026: renew for ₹775.26", the banner's and the push's line. */
export function endsLine(validUntil: string, amount: number): string {
  return `Your membership ends on ${formatDateIN(validUntil)}: renew for ${formatRupees(amount)}`;
}

export function reminderMail(input: {
  member: { name: string; email: string };
  validUntil: string;
  daysLeft: number;
  amount: number;
  renewUrl: string;
  unsubscribeUrl: string;
  threshold: number;
}): MailToSend {
  const when =
    input.daysLeft === 0
      ? 'today'
      : `in ${input.daysLeft} ${input.daysLeft === 1 ? 'day' : 'days'}`;
  const text = [
    `Dear ${input.member.name},`,
    '',
    `Your MediCostSaver membership ends ${when}, on ${formatDateIN(input.validUntil)}.`,
    `Renew for ${formatRupees(input.amount)} (GST included) to keep your discounts at partner clinics:`,
    input.renewUrl,
    '',
    'You can pay by UPI from My Subscription in the app.',
    '',
    `No more reminder e-mails: ${input.unsubscribeUrl}`,
  ].join('\n');
  return {
    to: input.member.email,
    subject: endsLine(input.validUntil, input.amount),
    text,
    kind: `reminder-${input.threshold}`,
  };
}
