import { useId } from 'react';
import { useT } from '../../../i18n';
import { plansText } from './i18n/catalog.ts';

interface Props {
  value: number;
  onChange: (members: number) => void;
}

/** Number of family members: starts at 1, never below 1, no upper bound. */
export function MemberStepper({ value, onChange }: Props) {
  const { t } = useT(plansText);
  const labelId = useId();
  return (
    <div className="stepper" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="stepper-label">
        {t('stepper.label')}
      </span>
      <div className="stepper-controls">
        <button
          type="button"
          className="stepper-button"
          aria-label={t('stepper.remove')}
          disabled={value <= 1}
          onClick={() => onChange(Math.max(1, value - 1))}
        >
          −
        </button>
        <output className="stepper-value" aria-live="polite" aria-label={t('stepper.value')}>
          {value}
        </output>
        <button
          type="button"
          className="stepper-button"
          aria-label={t('stepper.add')}
          onClick={() => onChange(value + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
