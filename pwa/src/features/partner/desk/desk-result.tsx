import { useEffect, useRef, type RefObject } from 'react';
import { showPercent } from '@mcs/shared';
import type { VerifiedCardMember, VerifiedMember } from '@mcs/shared';
import { differencesFrom, type DeskCheck, type Difference, type LiveCheck } from './desk-check.ts';
import { relationText, useDeskWords, type DeskT, type DeskWords } from './desk-words.ts';
import { signalVerdict } from './verdict-signal.ts';

/** Who may be treated under a membership: the holder, then the family on the card or record. */
export interface Person {
  name: string;
  /** As the card or record names it; null for the card holder. */
  relationship: string | null;
}

export interface Verified {
  membershipId: string;
  name: string;
  plan: string;
  /**
   * The partner's standard discount, which Record Visit pre-fills: never the card's family
   * discount, which is on the membership fee. Null when the partner has set none.
   */
  standardDiscount: number | null;
  validUntil: string;
  people: Person[];
  /** False when the server says the membership is expired or inactive: no visit, no discount. */
  usable: boolean;
}

/** The member a visit may be recorded for, or null when the check gave none. */
export function verifiedOf(check: DeskCheck): Verified | null {
  if (check.kind === 'card') {
    const { card, live } = check;
    const usable = live.state !== 'done' || live.member.valid;
    // The server's figure is the current one; offline, the one this device kept.
    const standardDiscount =
      live.state === 'done' ? live.member.standardDiscount : check.standardDiscount;
    return { ...fromCard(card), standardDiscount, usable };
  }
  if (check.kind === 'member') return fromMember(check.member);
  return null;
}

function fromCard(card: VerifiedCardMember): Verified {
  return {
    membershipId: card.membershipId,
    name: card.name,
    plan: card.plan,
    standardDiscount: null,
    validUntil: card.validUntil,
    people: [{ name: card.name, relationship: null }, ...card.family],
    usable: true,
  };
}

function fromMember(member: VerifiedMember): Verified {
  return {
    membershipId: member.membershipId,
    name: member.name,
    plan: member.plan,
    standardDiscount: member.standardDiscount,
    validUntil: member.validUntil,
    people: [
      { name: member.name, relationship: null },
      ...member.familyDetails.map((f) => ({ name: f.name, relationship: f.relationship })),
    ],
    usable: member.valid,
  };
}

/** The discount to give, as the verdict shows it: none on a membership that may not be used. */
export function discountToGive(verified: Verified, t: DeskT): string {
  if (!verified.usable) return t('discount.none');
  return verified.standardDiscount === null
    ? t('discount.notSet')
    : showPercent(verified.standardDiscount);
}

/**
 * Why the server will not let the membership be used: its own sentence in English, else said from
 * its status and end date.
 */
function notValidText(words: DeskWords, member: VerifiedMember): string {
  return member.status === 'Expired'
    ? words.either(member.message, 'member.expired', { date: words.date(member.validUntil) })
    : words.either(member.message, 'member.cancelled');
}

/** A refused card's reason: the shared words in English, the catalog's by reason otherwise. */
function refusalText(words: DeskWords, check: Extract<DeskCheck, { kind: 'refused' }>): string {
  if (check.reason !== 'expired') return words.either(check.message, `reason.${check.reason}`);
  return check.validUntil === undefined
    ? words.either(check.message, 'reason.expiredUndated')
    : words.either(check.message, 'reason.expired', { date: words.date(check.validUntil) });
}

function differenceText(words: DeskWords, difference: Difference, live: VerifiedMember): string {
  const { t } = words;
  switch (difference.kind) {
    case 'not-valid':
      return notValidText(words, live);
    case 'plan':
      return t('live.plan', { live: difference.live, card: difference.card });
    case 'valid-until':
      return t('live.validUntil', { date: words.date(difference.live) });
    case 'family':
      return t('live.family', { live: difference.live, card: difference.card });
  }
}

function LiveLine({ card, live }: { card: VerifiedCardMember; live: LiveCheck }) {
  const words = useDeskWords();
  const { t } = words;
  if (live.state === 'checking') return <p className="desk-live">{t('live.checking')}</p>;
  if (live.state === 'offline')
    return <p className="desk-live desk-live-offline">{t('live.offline')}</p>;
  if (live.state === 'failed')
    return (
      <p className="desk-live desk-live-offline">{t('live.failed', { message: live.message })}</p>
    );
  const differences = differencesFrom(card, live.member);
  if (differences.length === 0)
    return (
      <p className="desk-live desk-live-ok">
        {t('live.matches', { status: t(`status.${live.member.status}`) })}
      </p>
    );
  // No alert of its own: the verdict around it is announced, once.
  return (
    <div className={live.member.valid ? 'desk-live' : 'form-error'}>
      <strong>{t('live.differs')}</strong>
      <ul>
        {differences.map((difference) => (
          <li key={difference.kind}>{differenceText(words, difference, live.member)}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * What the verdict tells the partner at a glance, as its colour: valid (green), refused or not
 * usable (red), or checked on this device only while the live status is awaited or could not be
 * had (amber). A card still waiting for its live status is amber, never green first and red after.
 */
export type Outcome = 'valid' | 'refused' | 'device-only';

export function outcomeOf(check: DeskCheck): Outcome | null {
  if (check.kind === 'idle' || check.kind === 'busy') return null;
  if (check.kind === 'refused' || check.kind === 'failed') return 'refused';
  if (check.kind === 'unknown-offline') return 'device-only';
  if (check.kind === 'member') return check.member.valid ? 'valid' : 'refused';
  if (check.live.state !== 'done') return 'device-only';
  return check.live.member.valid ? 'valid' : 'refused';
}

const ICON: Record<Outcome, string> = { valid: '✓', refused: '✗', 'device-only': '!' };

/** The outcome's mark: the colour and the words say it too, so screen readers skip it. */
function OutcomeIcon({ outcome }: { outcome: Outcome }) {
  return (
    <span className="desk-verdict-icon" aria-hidden="true">
      {ICON[outcome]}
    </span>
  );
}

/**
 * What the check found: the member and family, a refusal with its reason, or a failure. A new
 * verdict is scrolled into view (on a phone it may open below the field) and ends with its tone.
 * Each verdict is announced once: a refusal is an alert, any other verdict speaks through the
 * polite region, which is always there so that a screen reader hears what arrives in it. An alert
 * inside that region would be read twice.
 */
export function DeskResult({ check }: { check: DeskCheck }) {
  const verdict = useRef<HTMLDivElement>(null);
  const outcome = outcomeOf(check);
  const shown = check.kind === 'card' ? check.card : check;
  // A card whose live status is still asked is amber for a moment: its tone waits for the answer,
  // so an online scan sounds once, with the outcome that stands.
  const settled = check.kind !== 'card' || check.live.state !== 'checking';
  const signalled = useRef<unknown>(null);

  useEffect(() => {
    // jsdom lays nothing out and has no scrollIntoView.
    verdict.current?.scrollIntoView?.({ block: 'nearest' });
  }, [shown, outcome]);

  useEffect(() => {
    // Once per check: a re-render, or the same check shown again, stays silent.
    if (!outcome || !settled || signalled.current === shown) return;
    signalled.current = shown;
    signalVerdict(outcome);
  }, [shown, outcome, settled]);

  const shownVerdict = outcome && <Verdict check={check} outcome={outcome} verdictRef={verdict} />;
  return (
    <div className="desk-verdict-region">
      <div aria-live="polite">{outcome !== 'refused' && shownVerdict}</div>
      {outcome === 'refused' && shownVerdict}
    </div>
  );
}

interface VerdictProps {
  check: DeskCheck;
  outcome: Outcome;
  verdictRef: RefObject<HTMLDivElement | null>;
}

function Verdict({ check, outcome, verdictRef }: VerdictProps) {
  const words = useDeskWords();
  const { t } = words;
  if (check.kind === 'refused')
    return (
      <div
        ref={verdictRef}
        className="form-error desk-refused desk-verdict"
        role="alert"
        data-reason={check.reason}
        data-outcome={outcome}
      >
        <OutcomeIcon outcome={outcome} />
        <div>
          <strong>{t('verdict.refused')}</strong>
          <p>{refusalText(words, check)}</p>
        </div>
      </div>
    );
  if (check.kind === 'failed')
    return (
      <div
        ref={verdictRef}
        className="form-error desk-refused desk-verdict"
        role="alert"
        data-outcome={outcome}
      >
        <OutcomeIcon outcome={outcome} />
        <div>
          <strong>{t('verdict.failed')}</strong>
          <p>{check.message}</p>
        </div>
      </div>
    );
  if (check.kind === 'unknown-offline')
    return (
      <div ref={verdictRef} className="desk-member card desk-verdict" data-outcome={outcome}>
        <div className="desk-verdict-head">
          <OutcomeIcon outcome={outcome} />
          <h2>{t('verdict.typedIdOffline')}</h2>
        </div>
      </div>
    );
  const verified = verifiedOf(check);
  if (!verified) return null;
  return (
    <div
      ref={verdictRef}
      className="desk-member card desk-verdict"
      role={outcome === 'refused' ? 'alert' : 'group'}
      aria-label={t('verdict.member')}
      data-outcome={outcome}
    >
      <div className="desk-verdict-head">
        <OutcomeIcon outcome={outcome} />
        <h2>{verified.usable ? t('verdict.verified') : t('verdict.notValid')}</h2>
      </div>
      {check.kind === 'member' && !check.member.valid && (
        <p className="form-error">{notValidText(words, check.member)}</p>
      )}
      <dl className="desk-facts">
        <dt>{t('fact.name')}</dt>
        <dd>{verified.name}</dd>
        <dt>{t('fact.membershipId')}</dt>
        <dd>{verified.membershipId}</dd>
        <dt>{t('fact.plan')}</dt>
        <dd>{verified.plan}</dd>
        <dt>{t('fact.validUntil')}</dt>
        <dd>{words.date(verified.validUntil)}</dd>
        <dt>{t('fact.discount')}</dt>
        <dd>{discountToGive(verified, t)}</dd>
        <dt>{t('fact.family')}</dt>
        <dd>{words.number(verified.people.length - 1)}</dd>
      </dl>
      {verified.people.length > 1 && (
        <ul className="desk-family">
          {verified.people.slice(1).map((person, index) => (
            <li key={`${person.name}-${index}`}>
              {person.name} <span className="muted">({relationText(t, person.relationship)})</span>
            </li>
          ))}
        </ul>
      )}
      {check.kind === 'card' && <LiveLine card={check.card} live={check.live} />}
    </div>
  );
}
