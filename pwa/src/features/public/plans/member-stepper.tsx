import { useId } from 'react';

interface Props {
  value: number;
  onChange: (members: number) => void;
}

/** Number of family members: starts at 1, never below 1, no upper bound. */
export function MemberStepper({ value, onChange }: Props) {
  const labelId = useId();
  return (
    <div className="stepper" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="stepper-label">
        Family members
      </span>
      <div className="stepper-controls">
        <button
          type="button"
          className="stepper-button"
          aria-label="Remove a family member"
          disabled={value <= 1}
          onClick={() => onChange(Math.max(1, value - 1))}
        >
          −
        </button>
        <output className="stepper-value" aria-live="polite" aria-label="Number of family members">
          {value}
        </output>
        <button
          type="button"
          className="stepper-button"
          aria-label="Add a family member"
          onClick={() => onChange(value + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
