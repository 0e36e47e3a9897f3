import { useState, type FormEvent } from 'react';
import {
  CARD_FAMILY_MAX,
  GENDERS,
  formatRupees,
  quoteMembership,
  type EnrolMemberResponse,
  type FamilyMember,
} from '@mcs/shared';
import { enrolMember } from '../../../api/admin-api.ts';
import { messageFor } from '../../../net/message-for.ts';
import { TextField } from '../../../ui/field.tsx';
import { FAMILY_RELATIONSHIPS, FamilyRows, type FamilyRow } from './family-rows.tsx';

interface Props {
  onEnrolled: (result: EnrolMemberResponse) => void;
}

const EMPTY_ROW: FamilyRow = {
  name: '',
  age: '',
  gender: GENDERS[0],
  relationship: FAMILY_RELATIONSHIPS[0],
};

/**
 * Name, email, phone, family and payment reference. The price comes from @mcs/shared and is the
 * amount sent, so the server records exactly the fee shown here.
 */
export function EnrolForm({ onEnrolled }: Props) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [paymentReference, setPaymentReference] = useState('');
  const [family, setFamily] = useState<FamilyRow[]>([]);
  // A link to the holder's e-mail, so no one else ever sees their password; unticked, a one-time
  // password is shown for the admin to pass on (a family that does not read e-mail).
  const [linkByEmail, setLinkByEmail] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const quote = quoteMembership(1 + family.length);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const familyDetails: FamilyMember[] = family.map((row) => ({
      name: row.name.trim(),
      age: Number(row.age),
      gender: row.gender,
      relationship: row.relationship,
    }));
    setBusy(true);
    try {
      onEnrolled(
        await enrolMember({
          name: name.trim(),
          email: email.trim(),
          phone: phone.trim(),
          familyDetails,
          paymentReference: paymentReference.trim(),
          amount: quote.totalWithTax,
          sendSetPasswordLink: linkByEmail,
        }),
      );
    } catch (failure) {
      setError(messageFor(failure, 'Enrolment failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form admin-enrol" onSubmit={onSubmit}>
      <div className="form-row">
        <TextField
          label="Member Name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          label="Email"
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label="Phone"
          type="tel"
          required
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
      </div>
      <FamilyRows
        rows={family}
        onChange={setFamily}
        canAdd={family.length < CARD_FAMILY_MAX}
        onAdd={() => setFamily((rows) => [...rows, { ...EMPTY_ROW }])}
      />
      <TextField
        label="Payment Reference"
        required
        value={paymentReference}
        onChange={(e) => setPaymentReference(e.target.value)}
      />
      <div className="field">
        <label className="admin-check">
          <input
            type="checkbox"
            checked={linkByEmail}
            onChange={(e) => setLinkByEmail(e.target.checked)}
            aria-describedby="enrol-link-hint"
          />{' '}
          E-mail a link to set the password
        </label>
        <p id="enrol-link-hint" className="hint">
          {linkByEmail
            ? 'The member chooses their own password from the e-mail; the link works once, for 7 days.'
            : 'A one-time password is shown after enrolment for you to pass on; the member changes it at first sign-in.'}
        </p>
      </div>
      <div className="admin-quote" aria-live="polite" data-testid="enrol-price">
        <p>
          {quote.members} {quote.members === 1 ? 'member' : 'members'} · base{' '}
          {formatRupees(quote.basePrice)}
          {quote.familyDiscount > 0 && (
            <> · family discount −{formatRupees(quote.familyDiscount)}</>
          )}{' '}
          · GST {formatRupees(quote.tax)}
        </p>
        <p>
          <strong>Amount to collect: {formatRupees(quote.totalWithTax)}</strong>
        </p>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Enrolling...' : 'Enrol Member'}
      </button>
    </form>
  );
}
