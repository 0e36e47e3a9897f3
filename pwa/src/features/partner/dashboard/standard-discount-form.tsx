import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { readStandardDiscount, showPercent, STANDARD_DISCOUNT_MESSAGE } from '@mcs/shared';
import type { PartnerDiscount } from '@mcs/shared';
import { partnerQueries, saveStandardDiscount } from '../../../api/partner-api.ts';
import { messageFor } from '../../../net/message-for.ts';
import { TextField } from '../../../ui/field.tsx';

export const SAVE_FAILED = 'The standard discount could not be saved. Please try again.';
export const SAVE_NEEDS_CONNECTION =
  'The standard discount could not be saved: there is no connection to the server. Please try again when you are online.';

interface Props {
  token: string;
  /** The offer as the desk knows it; undefined until it has been learnt. */
  offer: PartnerDiscount | undefined;
}

/**
 * The partner's standard discount, changed from its dashboard: the percentage every member gets,
 * which the desk pre-fills and the directory lists. Saved on the server only (the directory and
 * every desk read it there), so it needs a connection and says so.
 */
export function StandardDiscountForm({ token, offer }: Props) {
  const queryClient = useQueryClient();
  const current = offer?.standardDiscount ?? null;
  const [text, setText] = useState(current === null ? '' : String(current));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (value: number) => saveStandardDiscount(token, value),
    onSuccess: (saved) => queryClient.setQueryData(partnerQueries.discount(token).queryKey, saved),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = readStandardDiscount(text);
    setProblem(value === null ? STANDARD_DISCOUNT_MESSAGE : null);
    if (value !== null) save.mutate(value);
  };

  const failure = save.error
    ? messageFor(save.error, SAVE_FAILED, { network: SAVE_NEEDS_CONNECTION })
    : null;

  return (
    <section className="card desk-discount" aria-labelledby="desk-discount-heading">
      <h2 id="desk-discount-heading">Standard discount</h2>
      <p>
        {current === null
          ? 'Not set yet: the desk cannot fill in a discount when you record a visit.'
          : `${showPercent(current)} for every member. The desk fills it in when you record a visit, and the member directory shows it beside your offer.`}
      </p>
      <form className="form desk-discount-form" onSubmit={onSubmit} noValidate>
        <TextField
          label="Standard discount (%)"
          inputMode="decimal"
          value={text}
          placeholder="e.g. 20"
          error={problem}
          onChange={(e) => {
            setText(e.target.value);
            setProblem(null);
            save.reset();
          }}
        />
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save discount'}
        </button>
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        {save.isSuccess && (
          <p className="hint" role="status">
            Saved: {showPercent(save.data.standardDiscount ?? 0)} for every member.
          </p>
        )}
      </form>
    </section>
  );
}
