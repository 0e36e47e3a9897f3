import { render, screen } from '@testing-library/react';
import type { CurrentMember } from '@mcs/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetReachabilityForTests } from '../../../net/reachability.ts';
import { usePasswordChangeFirst } from './use-password-change-first.ts';

const asha = (mustChangePassword?: boolean) =>
  ({ name: 'Asha Rao', mustChangePassword }) as CurrentMember;

function Dashboard({ member, cardShown }: { member: CurrentMember | null; cardShown: boolean }) {
  usePasswordChangeFirst(member, cardShown);
  return <h1>Dashboard with the card</h1>;
}

function renderDashboard(member: CurrentMember | null, cardShown = false) {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Routes>
        <Route path="/dashboard" element={<Dashboard member={member} cardShown={cardShown} />} />
        <Route path="/dashboard/password" element={<h1>Choose a new password</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  resetReachabilityForTests();
});

describe('usePasswordChangeFirst', () => {
  it('sends a member the server says is on the one-time password to the change first', async () => {
    renderDashboard(asha(true));
    expect(
      await screen.findByRole('heading', { name: 'Choose a new password' }),
    ).toBeInTheDocument();
  });

  it('leaves a member with a password of their own, and a guest, on the dashboard', () => {
    renderDashboard(asha(false));
    expect(screen.getByRole('heading', { name: 'Dashboard with the card' })).toBeInTheDocument();
    renderDashboard(asha(undefined));
    renderDashboard(null);
    expect(screen.queryByRole('heading', { name: 'Choose a new password' })).toBeNull();
  });

  it('never takes the card off the screen: not offline, not while it is shown at the counter', () => {
    renderDashboard(asha(true), true);
    expect(screen.getByRole('heading', { name: 'Dashboard with the card' })).toBeInTheDocument();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    resetReachabilityForTests();
    renderDashboard(asha(true));
    expect(screen.queryByRole('heading', { name: 'Choose a new password' })).toBeNull();
  });
});
