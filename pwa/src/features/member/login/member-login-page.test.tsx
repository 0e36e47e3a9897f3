import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemberLoginPage } from './member-login-page.tsx';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

function renderLogin() {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="login" element={<MemberLoginPage />} />
        <Route path="dashboard" element={<h1>Dashboard here</h1>} />
        <Route path="dashboard/password" element={<h1>Choose a new password</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('/login', () => {
  it('sends a member who is already signed in straight to /dashboard', async () => {
    localStorage.setItem('token', 'member-tok');
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Dashboard here' })).toBeInTheDocument();
  });

  it('shows the sign-in form to everyone else', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Member Login' })).toBeInTheDocument();
  });

  it('links a forgotten password to the page that e-mails a new-password link', () => {
    renderLogin();
    // A plain <a>: the page it opens loads on its own, outside the home page's JavaScript.
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it.each([
    [true, 'Choose a new password'],
    [false, 'Dashboard here'],
  ])(
    'after a sign-in whose answer says mustChangePassword=%s, opens %s',
    async (mustChangePassword, heading) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(
          async () =>
            new Response(
              JSON.stringify({
                token: 'member-tok',
                message: 'Login successful',
                mustChangePassword,
              }),
              { status: 200, headers: { 'Content-Type': 'application/json' } },
            ),
        ),
      );
      renderLogin();
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Email or Phone'), 'asha@example.in');
      await user.type(screen.getByLabelText('Password'), 'Ab3dEf7hJk9m');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
      expect(localStorage.getItem('token')).toBe('member-tok');
    },
  );
});
