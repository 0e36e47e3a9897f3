import { useEffect, useRef, type RefObject } from 'react';
import { showPercent } from '@mcs/shared';
import type { VerifiedCardMember, VerifiedMember } from '@mcs/shared';
import { showDate } from './card-input.ts';
import { differencesFrom, TYPED_ID_OFFLINE, type DeskCheck, type LiveCheck } from './desk-check.ts';
import { signalVerdict } from './verdict-signal.ts';

/** Who may be treated under a membership: the holder, then the family on the card or record. */
export interface Person {
  name: string;
  relationship: string;
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
    people: [{ name: card.name, relationship: 'Card holder' }, ...card.family],
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
      { name: member.name, relationship: 'Card holder' },
      ...member.familyDetails.map((f) => ({ name: f.name, relationship: f.relationship })),
    ],
    usable: member.valid,
  };
}

/** The discount to give, as the verdict shows it: none on a membership that may not be used. */
export function discountToGive(verified: Verified): string {
  if (!verified.usable) return 'None';
  return verified.standardDiscount === null ? 'Not set' : showPercent(verified.standardDiscount);
}

function LiveLine({ card, live }: { card: VerifiedCardMember; live: LiveCheck }) {
  if (live.state === 'checking') return <p className="desk-live">Checking live status...</p>;
  if (live.state === 'offline')
    return (
      <p className="desk-live desk-live-offline">
        Checked on this device (offline): signature, expiry and cancelled cards. The live status
        could not be asked.
      </p>
    );
  if (live.state === 'failed')
    return <p className="desk-live desk-live-offline">Live status not available: {live.message}</p>;
  const differences = differencesFrom(card, live.member);
  if (differences.length === 0)
    return (
      <p className="desk-live desk-live-ok">Live status: {live.member.status}. Matches the card.</p>
    );
  // No alert of its own: the verdict around it is announced, once.
  return (
    <div className={live.member.valid ? 'desk-live' : 'form-error'}>
      <strong>The live record differs from the card:</strong>
      <ul>
        {differences.map((difference) => (
          <li key={difference}>{difference}</li>
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
          <strong>Card refused</strong>
          <p>{check.message}</p>
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
          <strong>Verification Failed</strong>
          <p>{check.message}</p>
        </div>
      </div>
    );
  if (check.kind === 'unknown-offline')
    return (
      <div ref={verdictRef} className="desk-member card desk-verdict" data-outcome={outcome}>
        <div className="desk-verdict-head">
          <OutcomeIcon outcome={outcome} />
          <h2>{TYPED_ID_OFFLINE}</h2>
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
      aria-label="Verified member"
      data-outcome={outcome}
    >
      <div className="desk-verdict-head">
        <OutcomeIcon outcome={outcome} />
        <h2>{verified.usable ? 'Membership Verified' : 'Membership Not Valid'}</h2>
      </div>
      {check.kind === 'member' && !check.member.valid && (
        <p className="form-error">{check.member.message}</p>
      )}
      <dl className="desk-facts">
        <dt>Name</dt>
        <dd>{verified.name}</dd>
        <dt>Membership ID</dt>
        <dd>{verified.membershipId}</dd>
        <dt>Plan</dt>
        <dd>{verified.plan}</dd>
        <dt>Valid Until</dt>
        <dd>{showDate(verified.validUntil)}</dd>
        <dt>Standard discount</dt>
        <dd>{discountToGive(verified)}</dd>
        <dt>Family Members</dt>
        <dd>{verified.people.length - 1}</dd>
      </dl>
      {verified.people.length > 1 && (
        <ul className="desk-family">
          {verified.people.slice(1).map((person, index) => (
            <li key={`${person.name}-${index}`}>
              {person.name} <span className="muted">({person.relationship})</span>
            </li>
          ))}
        </ul>
      )}
      {check.kind === 'card' && <LiveLine card={check.card} live={check.live} />}
    </div>
  );
}
