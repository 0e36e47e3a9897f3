import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { readStandardDiscount, showPercent, STANDARD_DISCOUNT_MESSAGE } from '@mcs/shared';
import type { PartnerDiscount } from '@mcs/shared';
import { partnerQueries, saveStandardDiscount } from '../../../api/partner-api.ts';
import { messageFor } from '../../../net/message-for.ts';
import { TextField } from '../../../ui/field.tsx';
import { useDeskWords } from '../desk/desk-words.ts';
import { en } from '../i18n/en.ts';

export const SAVE_FAILED = en['standard.failed'];
export const SAVE_NEEDS_CONNECTION = en['standard.needsConnection'];

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
  const words = useDeskWords();
  const { t } = words;
  const current = offer?.standardDiscount ?? null;
  const [text, setText] = useState(current === null ? '' : String(current));
  const [unreadable, setUnreadable] = useState(false);
  const save = useMutation({
    mutationFn: (value: number) => saveStandardDiscount(token, value),
    onSuccess: (saved) => queryClient.setQueryData(partnerQueries.discount(token).queryKey, saved),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = readStandardDiscount(text);
    setUnreadable(value === null);
    if (value !== null) save.mutate(value);
  };

  const failure = save.error
    ? messageFor(save.error, t('standard.failed'), { network: t('standard.needsConnection') })
    : null;

  return (
    <section className="card desk-discount" aria-labelledby="desk-discount-heading">
      <h2 id="desk-discount-heading">{t('standard.title')}</h2>
      <p>
        {current === null
          ? t('standard.notSet')
          : t('standard.current', { percent: showPercent(current) })}
      </p>
      <form className="form desk-discount-form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('standard.label')}
          inputMode="decimal"
          value={text}
          placeholder={t('standard.placeholder')}
          // The shared rule's sentence, which the server gives too; the catalog's in Hindi/Bengali.
          error={unreadable ? words.either(STANDARD_DISCOUNT_MESSAGE, 'standard.invalid') : null}
          onChange={(e) => {
            setText(e.target.value);
            setUnreadable(false);
            save.reset();
          }}
        />
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? t('standard.saving') : t('standard.save')}
        </button>
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        {save.isSuccess && (
          <p className="hint" role="status">
            {t('standard.saved', { percent: showPercent(save.data.standardDiscount ?? 0) })}
          </p>
        )}
      </form>
    </section>
  );
}
