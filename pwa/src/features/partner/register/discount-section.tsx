import { useId, useState, type KeyboardEvent } from 'react';
import { FieldBlock, TextField, useFieldIds } from '../../../ui/field.tsx';
import type { SectionProps } from './section-props.ts';

/**
 * The discount offered in words, the standard percentage every member gets, and the services it
 * applies to: added by Add or Enter, trimmed, removable.
 */
export function DiscountSection({ values, set, errorAt }: SectionProps) {
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
      <legend>Discount Information</legend>
      <TextField
        label="Discount Amount *"
        error={errorAt('discountAmount')}
        value={values.discountAmount}
        placeholder="e.g. 15% on total bill"
        onChange={(e) => set('discountAmount', e.target.value)}
      />
      <TextField
        label="Standard Discount for Members (%) *"
        error={errorAt('standardDiscount')}
        value={values.standardDiscount}
        inputMode="decimal"
        placeholder="e.g. 20"
        aria-describedby={standardHintId}
        onChange={(e) => set('standardDiscount', e.target.value)}
      />
      <p id={standardHintId} className="hint">
        The percentage every member gets at your counter. Your desk fills it in when you record a
        visit, and the member directory shows it beside your offer.
      </p>
      <FieldBlock label="Services/Procedures with Discount *" error={itemError} {...itemIds}>
        <div className="reg-add-row">
          <input
            {...itemIds.control}
            value={item}
            placeholder="e.g. Consultation"
            onChange={(e) => setItem(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className="btn btn-outline" onClick={add}>
            Add
          </button>
        </div>
      </FieldBlock>
      {values.discountItems.length > 0 && (
        <ul className="reg-tags" aria-label="Discounted services">
          {values.discountItems.map((service, index) => (
            <li key={`${service}-${index}`}>
              {service}
              <button
                type="button"
                aria-label={`Remove ${service}`}
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
