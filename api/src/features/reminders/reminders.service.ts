// Expiry reminders 30, 15 and 7 days before a membership ends and on the day it ends, by e-mail
// and Web Push. Each is sent exactly once per member, threshold and membership end, across
// restarts and instances: the sender first inserts the reminder's row, and only the caller whose
// insert made it goes on. The e-mail is queued in that same transaction (the mail queue delivers
// it with its own retries), so a crash never leaves a claimed reminder without its e-mail nor
// an e-mail without its claim. Push goes after the commit, best effort: a browser may be gone.
import { renewalQuote, daysUntilEnd, dueReminder, REMINDER_THRESHOLDS } from '@mcs/shared/renewals';
import type { AppDeps } from '../../lib/deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { membersEndingBetween } from '../members/members.service.ts';
import type { Member } from '../members/members.service.ts';
import { pushToMember } from './push.service.ts';
import {
  endsLine,
  memberOfUnsubscribeToken,
  reminderMail,
  unsubscribeToken,
} from './reminder-mail.ts';
import { claimReminder, isOptedOut, markPushed, optOut } from './reminders.repo.ts';

type ReminderDeps = Pick<AppDeps, 'db' | 'env' | 'now' | 'logger'>;

const DAY_MS = 86_400_000;
const FURTHEST = Math.max(...REMINDER_THRESHOLDS);

export interface TickResult {
  /** Reminders this run claimed (and so sent); another instance's claims are not counted. */
  sent: { memberId: number; threshold: number }[];
}

/** The member's app, where My Subscription renews. */
const renewUrl = (deps: ReminderDeps) => `${deps.env.publicUrl}/dashboard`;

export function unsubscribeUrl(deps: Pick<AppDeps, 'env'>, memberId: number): string {
  const token = unsubscribeToken(deps.env.jwtSecret, memberId);
  return `${deps.env.publicUrl}/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`;
}

async function remindOne(
  deps: ReminderDeps,
  member: Member,
  threshold: number,
  now: Date,
): Promise<boolean> {
  const amount = renewalQuote(member.family.length).totalWithTax;
  const key = { memberId: member.id, threshold, validUntil: member.validUntil };
  const claimed = await deps.db.transaction().execute(async (trx) => {
    const emailed = !(await isOptedOut(trx, member.id));
    const won = await claimReminder(trx, { ...key, at: now.toISOString(), emailed });
    if (won && emailed) {
      const mail = reminderMail({
        member,
        validUntil: member.validUntil,
        daysLeft: daysUntilEnd(member.validUntil, now),
        amount,
        renewUrl: renewUrl(deps),
        unsubscribeUrl: unsubscribeUrl(deps, member.id),
        threshold,
      });
      await enqueueMail(trx, mail, now);
    }
    return won;
  });
  if (!claimed) return false;
  const pushed = await pushToMember(deps, member.id, {
    title: 'MediCostSaver',
    body: endsLine(member.validUntil, amount),
    url: '/dashboard',
  });
  if (pushed > 0) await markPushed(deps.db, key, pushed);
  return true;
}

/**
 * One scheduler run: every membership ending within the furthest threshold whose due reminder
 * nobody has claimed yet gets it. Safe to run from any number of instances at once.
 */
export async function runReminders(deps: ReminderDeps): Promise<TickResult> {
  const now = deps.now();
  // From the start of yesterday (the day-it-ends reminder of a membership ending today, at any
  // hour) to one day past the furthest threshold; dueReminder decides by India calendar days.
  const members = await membersEndingBetween(
    deps.db,
    new Date(now.getTime() - DAY_MS),
    new Date(now.getTime() + (FURTHEST + 2) * DAY_MS),
  );
  const sent: TickResult['sent'] = [];
  for (const member of members) {
    if (member.statusOn(now) === 'Cancelled') continue;
    const threshold = dueReminder(member.validUntil, now);
    if (threshold === undefined) continue;
    if (await remindOne(deps, member, threshold, now)) {
      sent.push({ memberId: member.id, threshold });
    }
  }
  return { sent };
}

/** The e-mail's unsubscribe link: no more reminder e-mails for this member (push stays theirs). */
export async function unsubscribeFromReminders(
  deps: Pick<AppDeps, 'db' | 'env' | 'now'>,
  token: string,
): Promise<{ message: string }> {
  const memberId = memberOfUnsubscribeToken(deps.env.jwtSecret, token);
  if (memberId === undefined) {
    throw AppError.badRequest(
      'This unsubscribe link is not valid. Open the link from the latest reminder e-mail, or contact us.',
    );
  }
  await optOut(deps.db, memberId, deps.now().toISOString());
  return {
    message:
      'You will get no more membership reminder e-mails. Your membership and your card are not affected.',
  };
}
