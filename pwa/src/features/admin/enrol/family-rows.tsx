import { GENDERS, RELATIONSHIPS } from '@mcs/shared';
import { Options, SelectField, TextField } from '../../../ui/field.tsx';

/** The holder is not a family row: the server drops 'Self' so as not to count them twice. */
export const FAMILY_RELATIONSHIPS = RELATIONSHIPS.filter((r) => r !== 'Self');

export interface FamilyRow {
  name: string;
  /** As typed; the form sends it as a number. */
  age: string;
  gender: string;
  relationship: string;
}

interface Props {
  rows: FamilyRow[];
  onChange: (rows: FamilyRow[]) => void;
  onAdd: () => void;
  canAdd: boolean;
}

/** The people covered besides the holder, one row each. */
export function FamilyRows({ rows, onChange, onAdd, canAdd }: Props) {
  const update = (index: number, patch: Partial<FamilyRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className="admin-family">
      <legend>Family Members</legend>
      {rows.length === 0 && <p className="hint">Only the member is covered.</p>}
      {rows.map((row, index) => (
        <div
          key={index}
          className="admin-family-row"
          role="group"
          aria-label={`Family member ${index + 1}`}
        >
          <TextField
            label="Name"
            required
            value={row.name}
            onChange={(e) => update(index, { name: e.target.value })}
          />
          <TextField
            label="Age"
            type="number"
            required
            min={0}
            max={130}
            value={row.age}
            onChange={(e) => update(index, { age: e.target.value })}
          />
          <SelectField
            label="Gender"
            value={row.gender}
            onChange={(e) => update(index, { gender: e.target.value })}
          >
            <Options options={GENDERS} />
          </SelectField>
          <SelectField
            label="Relationship"
            value={row.relationship}
            onChange={(e) => update(index, { relationship: e.target.value })}
          >
            <Options options={FAMILY_RELATIONSHIPS} />
          </SelectField>
          <button
            type="button"
            className="btn btn-sm btn-outline"
            aria-label={`Remove family member ${index + 1}`}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          >
            Remove
          </button>
        </div>
      ))}
      <button type="button" className="btn btn-sm btn-outline" disabled={!canAdd} onClick={onAdd}>
        Add Family Member
      </button>
    </fieldset>
  );
}
