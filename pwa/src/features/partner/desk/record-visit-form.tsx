import { useState, type FormEvent } from 'react';
import {
  BILL_AMOUNT_INVALID,
  billAboveCeiling,
  DEFAULT_MAX_BILL_AMOUNT,
  DISCOUNT_OUT_OF_RANGE,
  formatRupees,
  SAVED_AMOUNT_INVALID,
  visitAmountIssue,
} from '@mcs/shared';
import type { VisitMutationPayload } from '@mcs/shared';
import { en } from '../i18n/en.ts';
import { savedOn } from './card-input.ts';
import type { Verified } from './desk-result.tsx';
import { relationText, useDeskWords, type DeskWords } from './desk-words.ts';
import { FormFoot, SelectField, TextField } from '../../../ui/field.tsx';

export const SERVICE_MISSING = en['record.serviceMissing'];
/** Said, not refused: the spec's visit may have no bill, but nobody should think a saving was kept. */
export const NO_BILL_NO_SAVING = en['record.noBill'];
/** The choice that opens a field to type a service the partner does not list. */
const TYPED = '\u0000typed';

interface Props {
  verified: Verified;
  /** The partner's own discounted services (its registration's list); empty when it has none. */
  services: readonly string[];
  busy: boolean;
  onRecord: (visit: VisitMutationPayload, patient: string) => void;
}

/**
 * The shared amount rule's finding, in the partner's language: in English the rule's own words;
 * otherwise the catalog's sentence for that rule (the rule answers one of its own constants).
 */
function amountIssueText(words: DeskWords, issue: string): string {
  if (issue === DISCOUNT_OUT_OF_RANGE) return words.either(issue, 'record.discountRange');
  if (issue === BILL_AMOUNT_INVALID) return words.either(issue, 'record.billInvalid');
  if (issue === SAVED_AMOUNT_INVALID) return words.either(issue, 'record.savedInvalid');
  if (issue === billAboveCeiling(DEFAULT_MAX_BILL_AMOUNT))
    return words.either(issue, 'record.billTooHigh', {
      max: words.money(DEFAULT_MAX_BILL_AMOUNT, formatRupees),
    });
  return issue;
}

/** The number typed, undefined when blank; NaN (which the shared rule refuses) when unreadable. */
const typedNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * Who is treated, the service (one of the partner's, or typed), and optionally the bill and the
 * discount, pre-filled with the partner's standard discount, which give the saved amount. The
 * amounts pass the same shared rule the server applies; the saving is shown only for amounts that
 * pass it, so the hint never says what the rule then refuses.
 */
export function RecordVisitForm({ verified, services, busy, onRecord }: Props) {
  const words = useDeskWords();
  const { t } = words;
  const [patient, setPatient] = useState(0);
  const [chosen, setChosen] = useState(services.length > 0 ? '' : TYPED);
  const [typed, setTyped] = useState('');
  const [bill, setBill] = useState('');
  const [discount, setDiscount] = useState(
    verified.standardDiscount === null ? '' : String(verified.standardDiscount),
  );
  // Which problem the last Record found; its words are said at render, in the current language.
  const [error, setError] = useState<'service' | 'amount' | null>(null);

  const service = (chosen === TYPED ? typed : chosen).trim();
  const billAmount = typedNumber(bill);
  const discountApplied = typedNumber(discount) ?? 0;
  const savedAmount =
    billAmount !== undefined && Number.isFinite(billAmount) && Number.isFinite(discountApplied)
      ? savedOn(billAmount, discountApplied)
      : undefined;
  const amountIssue = visitAmountIssue({ discountApplied, billAmount, savedAmount });

  // A change answers the error it was made to fix: an old error never stands beside a new hint.
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setError(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const issue = service === '' ? 'service' : amountIssue === null ? null : 'amount';
    setError(issue);
    if (issue !== null) return;
    const person = verified.people[patient] ?? verified.people[0];
    onRecord(
      {
        membershipId: verified.membershipId,
        service,
        ...(person ? { patient: person.name.slice(0, 60) } : {}),
        discountApplied,
        ...(billAmount === undefined ? { savedAmount: 0 } : { billAmount, savedAmount }),
      },
      person ? person.name : verified.name,
    );
  };

  let hint: string | null = null;
  if (amountIssue === null && savedAmount !== undefined)
    hint = t('record.saves', { amount: words.money(savedAmount, (n) => `₹${n.toFixed(2)}`) });
  else if (amountIssue === null && billAmount === undefined && discountApplied > 0)
    hint = t('record.noBill');
  let errorText: string | null = null;
  if (error === 'service') errorText = t('record.serviceMissing');
  // Every edit clears the error, so the rule's finding now is the one the Record found.
  else if (error === 'amount' && amountIssue !== null)
    errorText = amountIssueText(words, amountIssue);

  return (
    <form className="form desk-record" onSubmit={onSubmit} aria-label={t('record.form')}>
      <div className="form-row">
        <SelectField
          label={t('record.patient')}
          value={patient}
          onChange={(e) => setPatient(Number(e.target.value))}
        >
          {verified.people.map((person, index) => (
            <option key={`${person.name}-${index}`} value={index}>
              {t('record.person', {
                name: person.name,
                relation: relationText(t, person.relationship),
              })}
            </option>
          ))}
        </SelectField>
        {services.length > 0 && (
          <SelectField
            label={t('record.service')}
            value={chosen}
            onChange={(e) => edit(setChosen)(e.target.value)}
            aria-required
          >
            <option value="">{t('record.chooseService')}</option>
            {services.map((item) => (
              <option key={item} value={item}>
                {item}
              </option>
            ))}
            <option value={TYPED}>{t('record.otherService')}</option>
          </SelectField>
        )}
        {chosen === TYPED && (
          <TextField
            label={services.length > 0 ? t('record.serviceName') : t('record.service')}
            value={typed}
            onChange={(e) => edit(setTyped)(e.target.value)}
            placeholder={t('record.servicePlaceholder')}
            maxLength={200}
            aria-required
          />
        )}
      </div>
      <div className="form-row">
        <TextField
          label={t('record.bill')}
          inputMode="decimal"
          value={bill}
          onChange={(e) => edit(setBill)(e.target.value)}
          placeholder={t('record.billPlaceholder')}
        />
        <TextField
          label={t('record.discount')}
          inputMode="decimal"
          value={discount}
          onChange={(e) => edit(setDiscount)(e.target.value)}
        />
      </div>
      {hint && (
        <p className="hint" aria-live="polite">
          {hint}
        </p>
      )}
      <FormFoot
        failure={errorText}
        busy={busy}
        label={t('record.submit')}
        busyLabel={t('record.recording')}
        className="btn btn-accent"
      />
    </form>
  );
}
