import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormFoot, Options, SelectField, TextAreaField, TextField } from './field.tsx';
import { useFirstErrorFocus } from './use-first-error-focus.ts';

describe('TextField, TextAreaField and SelectField', () => {
  it('are found by their label and carry no error until given one', () => {
    render(
      <>
        <TextField label="Pincode *" value="" onChange={() => {}} />
        <TextAreaField label="Clinic/Center Address *" value="" onChange={() => {}} />
        <SelectField label="State *" value="" onChange={() => {}}>
          <Options placeholder="Select state" options={['Kerala', 'Goa']} />
        </SelectField>
      </>,
    );
    const pincode = screen.getByLabelText('Pincode *');
    expect(pincode).not.toHaveAttribute('aria-invalid');
    expect(pincode).not.toHaveAttribute('aria-describedby');
    expect(screen.getByLabelText('Clinic/Center Address *').tagName).toBe('TEXTAREA');
    const state = screen.getByRole('combobox', { name: 'State *' });
    expect([...(state as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Select state',
      'Kerala',
      'Goa',
    ]);
  });

  it('show their own error at the field, tied to the control', () => {
    render(
      <>
        <TextField
          label="Pincode *"
          error="Please enter a pincode."
          aria-describedby="pincode-hint"
          value=""
          onChange={() => {}}
        />
        <p id="pincode-hint">Six digits</p>
        <SelectField label="State *" error="Please select a state." value="" onChange={() => {}}>
          <Options placeholder="Select state" options={['Kerala']} />
        </SelectField>
      </>,
    );
    const pincode = screen.getByLabelText('Pincode *');
    expect(pincode).toHaveAttribute('aria-invalid', 'true');
    expect(pincode).toHaveAccessibleDescription('Six digits Please enter a pincode.');
    expect(screen.getByRole('combobox', { name: 'State *' })).toHaveAccessibleDescription(
      'Please select a state.',
    );
  });
});

describe('useFirstErrorFocus', () => {
  function Form() {
    const ref = useRef<HTMLFormElement>(null);
    const [attempt, setAttempt] = useState(0);
    const [errors, setErrors] = useState<Record<string, string>>({});
    useFirstErrorFocus(ref, attempt);
    return (
      <form
        ref={ref}
        onSubmit={(event) => {
          event.preventDefault();
          setErrors({ state: 'Please select a state.', pincode: 'Please enter a pincode.' });
          setAttempt((n) => n + 1);
        }}
      >
        <TextField label="Name" value="Asha" onChange={() => {}} />
        <SelectField label="State" error={errors.state} value="" onChange={() => {}}>
          <Options placeholder="Select state" options={['Kerala']} />
        </SelectField>
        <TextField label="Pincode" error={errors.pincode} value="" onChange={() => {}} />
        <button type="submit">Submit</button>
      </form>
    );
  }

  it('focuses the first field in error and scrolls it into view after a failed submit', async () => {
    const scrolled = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrolled;
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const state = screen.getByRole('combobox', { name: 'State' });
    expect(state).toHaveFocus();
    expect(scrolled.mock.contexts).toEqual([state]);
    // Again, from anywhere: the same field takes focus again.
    await user.click(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(state).toHaveFocus();
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView');
  });
});

const foot = (props: Partial<Parameters<typeof FormFoot>[0]> = {}) => (
  <form>
    <FormFoot failure={null} busy={false} label="Sign In" busyLabel="Signing in..." {...props} />
  </form>
);

describe('FormFoot', () => {
  it('offers the submit button, with no alert before a failure', () => {
    render(foot());
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeEnabled();
    expect(button).toHaveClass('btn', 'btn-primary', 'btn-block');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the submit is running and takes no second tap meanwhile', () => {
    render(foot({ busy: true }));
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  });

  it('reads out why the last submit failed, above the button', () => {
    render(foot({ failure: 'Invalid email or password' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password');
    expect(alert).toHaveClass('form-error');
    expect(alert.nextElementSibling).toBe(screen.getByRole('button'));
  });

  it("takes a form's own button classes", () => {
    render(foot({ className: 'btn btn-accent' }));
    expect(screen.getByRole('button')).toHaveAttribute('class', 'btn btn-accent');
  });
});
