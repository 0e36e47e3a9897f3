import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MemberLoginPage } from './member-login-page.tsx';

afterEach(() => localStorage.clear());

function renderLogin() {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="login" element={<MemberLoginPage />} />
        <Route path="dashboard" element={<h1>Dashboard here</h1>} />
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
});
