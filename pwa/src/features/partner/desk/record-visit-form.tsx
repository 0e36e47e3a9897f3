import { useState, type FormEvent } from 'react';
import { visitAmountIssue } from '@mcs/shared';
import type { VisitMutationPayload } from '@mcs/shared';
import { savedOn } from './card-input.ts';
import type { Verified } from './desk-result.tsx';
import { SelectField, TextField } from '../../../ui/field.tsx';

export const SERVICE_MISSING = 'Please choose or type the service.';
/** Said, not refused: the spec's visit may have no bill, but nobody should think a saving was kept. */
export const NO_BILL_NO_SAVING =
  'No bill amount: this visit records no saving. Enter the bill to record what the member saved.';
/** The choice that opens a field to type a service the partner does not list. */
const TYPED = '\u0000typed';

interface Props {
  verified: Verified;
  /** The partner's own discounted services (its registration's list); empty when it has none. */
  services: readonly string[];
  busy: boolean;
  onRecord: (visit: VisitMutationPayload, patient: string) => void;
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
  const [patient, setPatient] = useState(0);
  const [chosen, setChosen] = useState(services.length > 0 ? '' : TYPED);
  const [typed, setTyped] = useState('');
  const [bill, setBill] = useState('');
  const [discount, setDiscount] = useState(
    verified.standardDiscount === null ? '' : String(verified.standardDiscount),
  );
  const [error, setError] = useState<string | null>(null);

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
    const issue = service === '' ? SERVICE_MISSING : amountIssue;
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
    hint = `Member saves ₹${savedAmount.toFixed(2)}`;
  else if (amountIssue === null && billAmount === undefined && discountApplied > 0)
    hint = NO_BILL_NO_SAVING;

  return (
    <form className="form desk-record" onSubmit={onSubmit} aria-label="Record Visit">
      <div className="form-row">
        <SelectField
          label="Patient"
          value={patient}
          onChange={(e) => setPatient(Number(e.target.value))}
        >
          {verified.people.map((person, index) => (
            <option key={`${person.name}-${index}`} value={index}>
              {person.name} ({person.relationship})
            </option>
          ))}
        </SelectField>
        {services.length > 0 && (
          <SelectField
            label="Service"
            value={chosen}
            onChange={(e) => edit(setChosen)(e.target.value)}
            aria-required
          >
            <option value="">Choose a service</option>
            {services.map((item) => (
              <option key={item} value={item}>
                {item}
              </option>
            ))}
            <option value={TYPED}>Another service (type it)</option>
          </SelectField>
        )}
        {chosen === TYPED && (
          <TextField
            label={services.length > 0 ? 'Service name' : 'Service'}
            value={typed}
            onChange={(e) => edit(setTyped)(e.target.value)}
            placeholder="e.g. Consultation"
            maxLength={200}
            aria-required
          />
        )}
      </div>
      <div className="form-row">
        <TextField
          label="Bill amount (₹, optional)"
          inputMode="decimal"
          value={bill}
          onChange={(e) => edit(setBill)(e.target.value)}
          placeholder="e.g. 500"
        />
        <TextField
          label="Discount (%)"
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
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-accent" disabled={busy}>
        {busy ? 'Recording...' : 'Record Visit'}
      </button>
    </form>
  );
}
