import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SignInForm, type Credentials } from './sign-in-form.tsx';

describe('SignInForm', () => {
  it('sends the identifier trimmed and the password as typed', async () => {
    const onSubmit = vi.fn(async (_: Credentials) => undefined);
    const user = userEvent.setup();
    render(<SignInForm identifierLabel="Email or Phone" onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Email or Phone'), ' 98450 12345 ');
    await user.type(screen.getByLabelText('Password'), ' secret ');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSubmit).toHaveBeenCalledWith({ identifier: '98450 12345', password: ' secret ' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the text a failed sign-in returns, and Signing in... meanwhile', async () => {
    let answer = (_: string) => {};
    const onSubmit = () => new Promise<string>((resolve) => (answer = resolve));
    const user = userEvent.setup();
    render(<SignInForm identifierLabel="Email" identifierType="email" onSubmit={onSubmit} />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await user.type(screen.getByLabelText('Email'), 'desk@clinic.test');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer('Invalid email or password.');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('shows a prefill only in fields not yet typed in', async () => {
    const user = userEvent.setup();
    const view = render(<SignInForm identifierLabel="Email" onSubmit={async () => undefined} />);
    await user.type(screen.getByLabelText('Email'), 'me@x.in');
    view.rerender(
      <SignInForm
        identifierLabel="Email"
        prefill={{ identifier: 'admin@demo.mcs', password: 'demo-admin-1' }}
        onSubmit={async () => undefined}
      />,
    );
    expect(screen.getByLabelText('Email')).toHaveValue('me@x.in');
    expect(screen.getByLabelText('Password')).toHaveValue('demo-admin-1');
  });

  it('shows and hides the password with the eye inside the field', async () => {
    const user = userEvent.setup();
    render(<SignInForm identifierLabel="Email" onSubmit={async () => undefined} />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password.parentElement).toContainElement(toggle);
    expect(toggle).toHaveAttribute('aria-controls', password.id);
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    // The toggle is a button, so the field is the only thing labelled 'Password'.
    expect(screen.getAllByLabelText(/password/i)).toEqual([password]);
  });
});
