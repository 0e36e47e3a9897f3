import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_MESSAGES } from '@mcs/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, setLanguageNow } from '../../../i18n/index.ts';
import { resetReachabilityForTests } from '../../../net/reachability.ts';
import { offlineDb } from '../../../offline/index.ts';
import { outboxPushToken } from '../../../offline/partner-session.ts';
import { sessionToken } from '../../../offline/offline-test-kit.ts';
import passwordBn from '../../../ui/i18n/bn.ts';
import passwordHi from '../../../ui/i18n/hi.ts';
import { CURRENT_PASSWORD_MISSING } from '../../../ui/password-rules.ts';
import bn from '../i18n/bn.ts';
import hi from '../i18n/hi.ts';
import PartnerPasswordPage from './partner-password-page.tsx';

const partnerToken = (gen: number) =>
  sessionToken({ role: 'partner', id: 'p1', email: 'desk@clinic.test', type: 'doctor', gen });
const OLD_SESSION = partnerToken(1);
const NEW_SESSION = partnerToken(2);
const WRONG_PASSWORD =
  'Your current password is not correct. Please type it again, or sign out and ask for help.';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let changeAnswer: () => Response;
let sent: { url: string; body: unknown; auth: string | null }[];

function stubServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push({
        url,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        auth: new Headers(init?.headers).get('authorization'),
      });
      if (url === '/api/auth/change-password') return changeAnswer();
      return json({ message: 'Not found' }, 404);
    }),
  );
}

async function renderPage() {
  // In Hindi or Bengali the page suspends while its catalogs load (React 19: inside act).
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/partner/password']}>
        <Routes>
          <Route path="/partner/password" element={<PartnerPasswordPage />} />
          <Route path="/partner/dashboard" element={<h1>Dashboard here</h1>} />
          <Route path="/partner/login" element={<h1>Login here</h1>} />
        </Routes>
      </MemoryRouter>,
    );
  });
}

async function fill(labels: [string, string, string, string], current: string, fresh: string) {
  const user = userEvent.setup();
  const [currentLabel, newLabel, confirmLabel, button] = labels;
  if (current) await user.type(await screen.findByLabelText(currentLabel), current);
  await user.type(screen.getByLabelText(newLabel), fresh);
  await user.type(screen.getByLabelText(confirmLabel), fresh);
  await user.click(screen.getByRole('button', { name: button }));
}
const ENGLISH: [string, string, string, string] = [
  'Current password',
  'New password',
  'Confirm new password',
  'Change password',
];

/** The error shown at the field labelled `label`, or null. */
function fieldError(label: string): string | null {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby');
  if (!ids) return null;
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

beforeEach(() => {
  sent = [];
  localStorage.clear();
  localStorage.setItem('partnerToken', OLD_SESSION);
  changeAnswer = () => json({ token: NEW_SESSION, message: 'Password changed' });
  resetReachabilityForTests();
});
afterEach(() => {
  cleanup();
  setLanguageNow('en');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetReachabilityForTests();
});

describe('/partner/password', () => {
  it('changes the password, keeps the new session for the desk and its worker, and goes back', async () => {
    stubServer();
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
    expect(screen.getByText('Signed in as desk@clinic.test')).toBeInTheDocument();
    await fill(ENGLISH, 'demo-partner-1', 'Lotus clinic 2026');

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been changed. Any other phone or computer signed in to this partner account has been signed out.',
    );
    expect(sent).toEqual([
      {
        url: '/api/auth/change-password',
        body: { currentPassword: 'demo-partner-1', newPassword: 'Lotus clinic 2026' },
        auth: `Bearer ${OLD_SESSION}`,
      },
    ]);
    // The old session ended on the server: the page's token and the service worker's copy (which
    // pushes waiting visits with every tab closed) are both the new one.
    expect(localStorage.getItem('partnerToken')).toBe(NEW_SESSION);
    expect(await outboxPushToken(offlineDb())).toBe(NEW_SESSION);

    const back = screen.getByRole('link', { name: 'Continue to the dashboard' });
    await waitFor(() => expect(back).toHaveFocus());
    await userEvent.setup().click(back);
    expect(await screen.findByRole('heading', { name: 'Dashboard here' })).toBeInTheDocument();
  });

  it("puts the server's refusal of the current password at its field, focused, and keeps the session", async () => {
    stubServer();
    changeAnswer = () => json({ message: WRONG_PASSWORD, code: 'wrong_password' }, 401);
    await renderPage();
    await fill(ENGLISH, 'typo-password', 'Lotus clinic 2026');

    await waitFor(() => expect(fieldError('Current password')).toBe(WRONG_PASSWORD));
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    expect(fieldError('New password')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(localStorage.getItem('partnerToken')).toBe(OLD_SESSION);

    // A password too common for the server goes to the new password's field.
    changeAnswer = () => json({ message: PASSWORD_MESSAGES.common, code: 'validation' }, 400);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(fieldError('New password')).toBe(PASSWORD_MESSAGES.common));
    expect(fieldError('Current password')).toBeNull();
  });

  it('checks the form before sending: the first problem is focused, nothing is sent', async () => {
    stubServer();
    await renderPage();
    await fill(ENGLISH, '', 'Lotus clinic 2026');
    expect(fieldError('Current password')).toBe(CURRENT_PASSWORD_MISSING);
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('offline, says the change needs the network and keeps the desk one tap away', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    resetReachabilityForTests();
    stubServer();
    await renderPage();
    expect(
      await screen.findByText(/Your password can be changed once you are back online/),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'go to the dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard here' })).toBeInTheDocument();
  });

  it('sends someone who is not signed in as a partner to the partner sign-in', async () => {
    localStorage.clear();
    stubServer();
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'Login here' })).toBeInTheDocument();
  });

  it.each([
    ['Hindi', 'hi', hi, passwordHi],
    ['Bengali', 'bn', bn, passwordBn],
  ] as const)(
    'reads in %s, and says a wrong current password in it from its code',
    async (_name, lang, desk, form) => {
      await act(() => changeLanguage(lang));
      stubServer();
      changeAnswer = () => json({ message: WRONG_PASSWORD, code: 'wrong_password' }, 401);
      await renderPage();
      expect(
        await screen.findByRole('heading', { level: 1, name: desk['password.change'] }),
      ).toBeInTheDocument();
      expect(screen.getByText(desk['password.othersOut'])).toBeInTheDocument();
      expect(screen.getByRole('link', { name: desk['password.back'] })).toBeInTheDocument();
      await fill(
        [form.current, form.new, form.confirm, form.change],
        'typo-password',
        'Lotus clinic 2026',
      );
      await waitFor(() => expect(fieldError(form.current)).toBe(form.wrong));
      expect(screen.queryByText(WRONG_PASSWORD)).toBeNull();
    },
  );
});
