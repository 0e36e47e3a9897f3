import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORGOT_PASSWORD_ANSWER, PASSWORD_TOO_SHORT } from '@mcs/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetReachabilityForTests } from '../../../net/reachability.ts';
import { PASSWORDS_DIFFER } from '../../../ui/password-rules.ts';
import ForgotPasswordPage, { EMAIL_INVALID } from './forgot-password-page.tsx';
import ResetPasswordPage, { LINK_INCOMPLETE } from './reset-password-page.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let answer: () => Response;
let sent: { url: string; body: unknown }[];

beforeEach(() => {
  sent = [];
  resetReachabilityForTests();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return answer();
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/login" element={<h1>Member login here</h1>} />
        <Route path="/partner/login" element={<h1>Partner login here</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('/forgot-password', () => {
  it("sends the typed e-mail and shows the server's answer", async () => {
    answer = () => json({ message: FORGOT_PASSWORD_ANSWER });
    renderAt('/forgot-password');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(FORGOT_PASSWORD_ANSWER);
    expect(sent).toEqual([
      { url: '/api/auth/forgot-password', body: { email: 'asha@example.in' } },
    ]);
  });

  it('says at the field what is wrong with the e-mail, and sends nothing', async () => {
    answer = () => json({ message: FORGOT_PASSWORD_ANSWER });
    renderAt('/forgot-password');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'asha.example.in');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    const field = screen.getByLabelText('Email');
    expect(field).toHaveAccessibleDescription(EMAIL_INVALID);
    expect(field).toHaveFocus();
    expect(sent).toEqual([]);
  });
});

describe('/reset-password', () => {
  it("sets the password with the link's token and offers the partner's sign-in", async () => {
    answer = () => json({ account: 'partner', message: 'Your new password is set.' });
    window.history.replaceState(null, '', '/reset-password#token=abcdefghijklmnopqrstuvwxyz012345');
    renderAt('/reset-password');
    // The token leaves the address bar once read.
    expect(window.location.hash).toBe('');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'Kaveri river 2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'Kaveri river 2026');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your new password is set.');
    expect(sent).toEqual([
      {
        url: '/api/auth/reset-password',
        body: { token: 'abcdefghijklmnopqrstuvwxyz012345', newPassword: 'Kaveri river 2026' },
      },
    ]);
    await user.click(screen.getByRole('link', { name: 'Go to Partner Login' }));
    expect(await screen.findByRole('heading', { name: 'Partner login here' })).toBeInTheDocument();
  });

  it('checks the two passwords before sending', async () => {
    answer = () => json({ account: 'member', message: 'set' });
    window.history.replaceState(null, '', '/reset-password#token=abcdefghijklmnopqrstuvwxyz012345');
    renderAt('/reset-password');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(PASSWORD_TOO_SHORT);
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Kaveri river 2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'Kaveri river 2025');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      PASSWORDS_DIFFER,
    );
    expect(sent).toEqual([]);
  });

  it('says when the link was used or has expired, with the way to a new one', async () => {
    answer = () =>
      json({ message: 'This link has expired or was already used.', code: 'link_not_usable' }, 400);
    window.history.replaceState(null, '', '/reset-password#token=abcdefghijklmnopqrstuvwxyz012345');
    renderAt('/reset-password');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'Kaveri river 2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'Kaveri river 2026');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired or was already used.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  });

  it('opened without a token, asks for a new link', () => {
    window.history.replaceState(null, '', '/reset-password');
    renderAt('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent(LINK_INCOMPLETE);
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
