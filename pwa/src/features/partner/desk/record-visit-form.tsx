import { useState, type FormEvent } from 'react';
import { visitAmountIssue } from '@mcs/shared';
import type { VisitMutationPayload } from '@mcs/shared';
import { percentOf, savedOn } from './card-input.ts';
import type { Verified } from './desk-result.tsx';
import { SelectField, TextField } from '../../../ui/field.tsx';

/** The service text of a visit recorded at verification. */
export const DEFAULT_SERVICE = 'Membership Verification';

interface Props {
  verified: Verified;
  busy: boolean;
  onRecord: (visit: VisitMutationPayload, patient: string) => void;
}

/**
 * Who is treated, the service, and optionally the bill and discount, which give the saved
 * amount. The amounts pass the same shared rule the server applies.
 */
export function RecordVisitForm({ verified, busy, onRecord }: Props) {
  const [patient, setPatient] = useState(0);
  const [service, setService] = useState(DEFAULT_SERVICE);
  const [bill, setBill] = useState('');
  const [discount, setDiscount] = useState(String(percentOf(verified.discount)));
  const [error, setError] = useState<string | null>(null);

  const billAmount = bill.trim() === '' ? undefined : Number(bill);
  const discountApplied = discount.trim() === '' ? 0 : Number(discount);
  const savedAmount =
    billAmount !== undefined && Number.isFinite(billAmount) && Number.isFinite(discountApplied)
      ? savedOn(billAmount, discountApplied)
      : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const issue =
      service.trim() === ''
        ? 'Please enter the service.'
        : visitAmountIssue({ discountApplied, billAmount, savedAmount });
    setError(issue);
    if (issue !== null) return;
    const person = verified.people[patient] ?? verified.people[0];
    onRecord(
      {
        membershipId: verified.membershipId,
        service: service.trim(),
        ...(person ? { patient: person.name.slice(0, 60) } : {}),
        discountApplied,
        ...(billAmount === undefined ? { savedAmount: 0 } : { billAmount, savedAmount }),
      },
      person ? person.name : verified.name,
    );
  };

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
        <TextField
          label="Service"
          value={service}
          onChange={(e) => setService(e.target.value)}
          required
        />
      </div>
      <div className="form-row">
        <TextField
          label="Bill amount (₹, optional)"
          inputMode="decimal"
          value={bill}
          onChange={(e) => setBill(e.target.value)}
          placeholder="e.g. 500"
        />
        <TextField
          label="Discount (%)"
          inputMode="decimal"
          value={discount}
          onChange={(e) => setDiscount(e.target.value)}
        />
      </div>
      {savedAmount !== undefined && Number.isFinite(savedAmount) && (
        <p className="hint" aria-live="polite">
          Member saves ₹{savedAmount.toFixed(2)}
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
