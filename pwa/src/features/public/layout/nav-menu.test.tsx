import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from './site-header.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function renderHeader() {
  render(
    <MemoryRouter>
      <SiteHeader />
      <p>Page body</p>
    </MemoryRouter>,
  );
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Public navigation bar', () => {
  it('links the six pages where the spec says', () => {
    renderHeader();
    const links = within(mainNav())
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['About Us', '/about'],
      ['How It Works', '/how-it-works'],
      ['Membership Fee', '/membership-fee'],
      ['FAQ', '/faq'],
      ['Contact Us', '/contact'],
    ]);
  });

  it('opens the Login menu on hover and closes it 200 ms after the pointer leaves', async () => {
    const user = renderHeader();
    const login = screen.getByRole('button', { name: 'Login' });
    expect(login).toHaveAttribute('aria-expanded', 'false');
    await user.hover(login);
    expect(login).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Login as Member' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Login as Partner' })).toHaveAttribute(
      'href',
      '/partner/login',
    );

    await user.unhover(login);
    act(() => vi.advanceTimersByTime(199));
    expect(login).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(login).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when the pointer comes back within the close delay', async () => {
    const user = renderHeader();
    const login = screen.getByRole('button', { name: 'Login' });
    await user.hover(login);
    await user.unhover(login);
    act(() => vi.advanceTimersByTime(150));
    await user.hover(screen.getByRole('link', { name: 'Login as Partner' }));
    act(() => vi.advanceTimersByTime(500));
    expect(login).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens Get Started on click (touch, keyboard) and closes on a second click, Escape or outside click', async () => {
    const user = renderHeader();
    const getStarted = screen.getByRole('button', { name: 'Get Started' });
    await user.pointer({ keys: '[TouchA]', target: getStarted });
    expect(getStarted).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Register as Member' })).toHaveAttribute(
      'href',
      '/coming-soon',
    );
    expect(screen.getByRole('link', { name: 'Register as Partner' })).toHaveAttribute(
      'href',
      '/partner/register',
    );
    await user.pointer({ keys: '[TouchA]', target: getStarted });
    expect(getStarted).toHaveAttribute('aria-expanded', 'false');

    getStarted.focus();
    await user.keyboard('{Enter}');
    expect(getStarted).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(getStarted).toHaveAttribute('aria-expanded', 'false');
    expect(getStarted).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.pointer({ keys: '[TouchA]', target: screen.getByText('Page body') });
    expect(getStarted).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a labelled side menu on phones where Get Started reads Register', async () => {
    const user = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const side = screen.getByRole('navigation', { name: 'Mobile navigation menu' });
    expect(side).toBeInTheDocument();
    const register = screen.getAllByRole('button', { name: 'Register' });
    expect(register).toHaveLength(1);
    await user.click(register[0]!);
    expect(register[0]).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(
      screen.queryByRole('navigation', { name: 'Mobile navigation menu' }),
    ).not.toBeInTheDocument();
  });

  it('switches from Login to Register in the side menu with one tap', async () => {
    const user = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const side = within(screen.getByRole('navigation', { name: 'Mobile navigation menu' }));
    const login = side.getByRole('button', { name: 'Login' });
    const register = side.getByRole('button', { name: 'Register' });
    await user.pointer({ keys: '[TouchA]', target: login });
    expect(login).toHaveAttribute('aria-expanded', 'true');

    // Login's list sits above Register: were it to collapse while the finger is still down,
    // Register would jump away from under it and the tap would land elsewhere.
    await user.pointer({ keys: '[TouchA>]', target: register });
    expect(login).toHaveAttribute('aria-expanded', 'true');
    await user.pointer({ keys: '[/TouchA]', target: register });
    expect(register).toHaveAttribute('aria-expanded', 'true');
    expect(login).toHaveAttribute('aria-expanded', 'false');
    expect(side.getByRole('link', { name: 'Register as Partner' })).toBeVisible();
  });

  it('keeps keyboard focus inside the side menu and returns it to the menu button on Escape', async () => {
    const user = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const side = within(screen.getByRole('navigation', { name: 'Mobile navigation menu' }));
    expect(side.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(side.getByRole('link', { name: /MediCostSaver/ })).toHaveFocus();
    await user.tab({ shift: true });
    expect(side.getByRole('button', { name: 'Register' })).toHaveFocus();
    await user.tab();
    expect(side.getByRole('link', { name: /MediCostSaver/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(
      screen.queryByRole('navigation', { name: 'Mobile navigation menu' }),
    ).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });
});
