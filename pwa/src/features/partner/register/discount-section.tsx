import { useId, useState, type KeyboardEvent } from 'react';
import { useT } from '../../../i18n';
import { FieldBlock, TextField, useFieldIds } from '../../../ui/field.tsx';
import { deskText } from '../i18n/catalog.ts';
import type { SectionProps } from './section-props.ts';

/**
 * The discount offered in words, the standard percentage every member gets, and the services it
 * applies to: added by Add or Enter, trimmed, removable.
 */
export function DiscountSection({ values, set, errorAt }: SectionProps) {
  const { t } = useT(deskText);
  const [item, setItem] = useState('');
  const itemError = errorAt('discountItems');
  const itemIds = useFieldIds(undefined, itemError);
  const standardHintId = useId();

  const add = () => {
    const text = item.trim();
    if (text === '') return;
    set('discountItems', [...values.discountItems, text]);
    setItem('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the service instead of submitting the form.
    event.preventDefault();
    add();
  };

  return (
    <fieldset className="reg-section">
      <legend>{t('reg.discount')}</legend>
      <TextField
        label={t('reg.discountAmount')}
        error={errorAt('discountAmount')}
        value={values.discountAmount}
        placeholder={t('reg.discountAmountPlaceholder')}
        onChange={(e) => set('discountAmount', e.target.value)}
      />
      <TextField
        label={t('reg.standard')}
        error={errorAt('standardDiscount')}
        value={values.standardDiscount}
        inputMode="decimal"
        placeholder={t('standard.placeholder')}
        aria-describedby={standardHintId}
        onChange={(e) => set('standardDiscount', e.target.value)}
      />
      <p id={standardHintId} className="hint">
        {t('reg.standardHint')}
      </p>
      <FieldBlock label={t('reg.services')} error={itemError} {...itemIds}>
        <div className="reg-add-row">
          <input
            {...itemIds.control}
            value={item}
            placeholder={t('record.servicePlaceholder')}
            onChange={(e) => setItem(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className="btn btn-outline" onClick={add}>
            {t('reg.add')}
          </button>
        </div>
      </FieldBlock>
      {values.discountItems.length > 0 && (
        <ul className="reg-tags" aria-label={t('reg.servicesList')}>
          {values.discountItems.map((service, index) => (
            <li key={`${service}-${index}`}>
              {service}
              <button
                type="button"
                aria-label={t('reg.remove', { name: service })}
                onClick={() =>
                  set(
                    'discountItems',
                    values.discountItems.filter((_, i) => i !== index),
                  )
                }
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
