import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentMember } from '@mcs/shared';
import { NEW_PASSWORD_SAME, PASSWORD_MESSAGES, PASSWORD_TOO_SHORT } from '@mcs/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WithQueries } from '../../../api/query-test-kit.tsx';
import { resetReachabilityForTests } from '../../../net/reachability.ts';
import ChangePasswordPage from './change-password-page.tsx';
import { CURRENT_PASSWORD_MISSING, PASSWORDS_DIFFER } from '../../../ui/password-rules.ts';

const member = (mustChangePassword: boolean): CurrentMember => ({
  id: '7',
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '9876543210',
  plan: 'Annual',
  status: 'Active',
  validUntil: '2027-11-15T04:30:00.000Z',
  membershipId: 'MCS-2026-4F9A2C-81D3E7',
  familyMembers: 0,
  familyDetails: [],
  mustChangePassword,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let changeAnswer: () => Response;
let sent: { url: string; body: unknown; auth: string | null }[];

function stubServer(me: CurrentMember) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      sent.push({
        url,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        auth: headers.get('authorization'),
      });
      if (url === '/api/auth/me') return json(me);
      if (url === '/api/auth/change-password') return changeAnswer();
      return json({ message: 'Not found' }, 404);
    }),
  );
}

function renderPage() {
  render(
    <WithQueries>
      <MemoryRouter initialEntries={['/dashboard/password']}>
        <Routes>
          <Route path="/dashboard/password" element={<ChangePasswordPage />} />
          <Route path="/dashboard" element={<h1>Dashboard here</h1>} />
          <Route path="/login" element={<h1>Login here</h1>} />
        </Routes>
      </MemoryRouter>
    </WithQueries>,
  );
}

async function fill(current: string, fresh: string, confirm = fresh) {
  const user = userEvent.setup();
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  if (fresh) await user.type(screen.getByLabelText('New password'), fresh);
  if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

const errorOf = (label: string) => screen.getByLabelText(label).getAttribute('aria-describedby');

/** The error shown at the field labelled `label`, or null. */
function fieldError(label: string): string | null {
  const ids = errorOf(label);
  if (!ids) return null;
  const texts = ids.split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
  return texts.join(' ') || null;
}

beforeEach(() => {
  sent = [];
  localStorage.clear();
  localStorage.setItem('token', 'one-time-session');
  changeAnswer = () => json({ token: 'new-session', message: 'Password changed' });
  resetReachabilityForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetReachabilityForTests();
});

describe('/dashboard/password', () => {
  it('asks a member on the one-time password for one of their own, with no way around it', async () => {
    stubServer(member(true));
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/one-time password you were given at enrolment/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to your dashboard' })).toBeNull();
  });

  it('lets any other member change it and go back', async () => {
    stubServer(member(false));
    renderPage();
    expect(await screen.findByRole('link', { name: 'Back to your dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Change password');
  });

  it('changes the password, keeps this session with the new token and goes on to the dashboard', async () => {
    stubServer(member(true));
    renderPage();
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await fill('Ab3dEf7hJk9m', 'Kaveri river 2026');

    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(sent.find((call) => call.url === '/api/auth/change-password')).toEqual({
      url: '/api/auth/change-password',
      body: { currentPassword: 'Ab3dEf7hJk9m', newPassword: 'Kaveri river 2026' },
      auth: 'Bearer one-time-session',
    });
    expect(localStorage.getItem('token')).toBe('new-session');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Continue to your dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard here' })).toBeInTheDocument();
  });

  it('shows each problem at its field and sends nothing until they are fixed', async () => {
    stubServer(member(true));
    renderPage();
    await screen.findByRole('heading', { name: 'Choose a new password' });

    await fill('', '12345', '12345');
    expect(fieldError('Current password')).toBe(CURRENT_PASSWORD_MISSING);
    expect(fieldError('New password')).toBe(PASSWORD_TOO_SHORT);
    expect(screen.getByLabelText('Current password')).toHaveFocus();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'Ab3dEf7hJk9m');
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Ab3dEf7hJk9m');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(fieldError('New password')).toBe(NEW_PASSWORD_SAME);

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Kaveri river 2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(fieldError('Confirm new password')).toBe(PASSWORDS_DIFFER);
    expect(sent.some((call) => call.url === '/api/auth/change-password')).toBe(false);
  });

  it("puts the server's refusal of the current password and of a common one at their fields", async () => {
    stubServer(member(true));
    changeAnswer = () =>
      json({ message: 'Your current password is not correct.', code: 'wrong_password' }, 401);
    renderPage();
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await fill('typo-password', 'Kaveri river 2026');
    await waitFor(() =>
      expect(fieldError('Current password')).toBe('Your current password is not correct.'),
    );
    expect(fieldError('New password')).toBeNull();

    changeAnswer = () => json({ message: PASSWORD_MESSAGES.common, code: 'validation' }, 400);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(fieldError('New password')).toBe(PASSWORD_MESSAGES.common));
    expect(fieldError('Current password')).toBeNull();
    expect(localStorage.getItem('token')).toBe('one-time-session');
  });

  it('offline, says the change waits for the network and keeps the card one tap away', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    resetReachabilityForTests();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderPage();
    expect(await screen.findByText(/can be changed once you are back online/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'go to your dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard here' })).toBeInTheDocument();
  });

  it('sends someone who is not signed in to the sign-in', async () => {
    localStorage.clear();
    stubServer(member(false));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Login here' })).toBeInTheDocument();
  });
});
