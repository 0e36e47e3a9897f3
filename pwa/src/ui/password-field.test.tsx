import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './password-field.tsx';

describe('PasswordField', () => {
  it('toggles between hidden and shown with the button inside the field', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password *" value="Clinic#Desk2026" onChange={() => {}} />);
    const input = screen.getByLabelText('Password *');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('shows its error at the field', () => {
    render(
      <PasswordField
        label="Password *"
        error="Password must be at least 6 characters long."
        value="abc"
        onChange={() => {}}
      />,
    );
    const input = screen.getByLabelText('Password *');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Password must be at least 6 characters long.');
  });
});
