// The receipt of a confirmed renewal, as the member reads it by e-mail: what was paid, the GST in
// it, and the new end of the membership.
import { formatDateIN, formatRupees, GST_RATE } from '@mcs/shared';
import type { MailToSend } from '../mail/mail.service.ts';
import type { RenewalRow } from './renewals.repo.ts';

export function receiptMail(
  member: { name: string; email: string; membershipId: string },
  renewal: RenewalRow,
): MailToSend {
  const lines = [
    `Dear ${member.name},`,
    '',
    'Thank you: your MediCostSaver membership is renewed.',
    '',
    `Receipt ${renewal.reference}`,
    `Membership ID: ${member.membershipId}`,
    `Members covered: ${renewal.members_count}`,
    `Membership fee: ${formatRupees(renewal.total)}`,
    `GST (${Math.round(GST_RATE * 100)}%): ${formatRupees(renewal.tax)}`,
    `Total paid: ${formatRupees(renewal.total_with_tax)}`,
    `Paid by UPI, transaction reference ${renewal.utr}`,
    `Valid until: ${formatDateIN(renewal.new_valid_until)}`,
    '',
    'Your new card is in the app under My Subscription.',
  ];
  return {
    to: member.email,
    subject: `Your MediCostSaver renewal receipt ${renewal.reference}`,
    text: lines.join('\n'),
    kind: 'renewal-receipt',
  };
}
