import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_ONLY_ROUTES,
  isClientOnlyRoute,
  pageMeta,
  PRERENDERED_PATHS,
} from '@mcs/shared/routes';
import { AppRoutes, preloadPublicPages } from './routes.tsx';

const HEADINGS: Record<string, string> = {
  '/': 'Save Up to 25% on Healthcare for Your Whole Family',
  '/about': 'About MediCostSaver',
  '/how-it-works': 'How It Works',
  '/membership-fee': 'Membership Fee',
  '/faq': 'Frequently Asked Questions',
  '/contact': 'Contact Us',
  '/coming-soon': 'Membership Registration Opens Soon',
  '/login': 'Member Login',
};

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

describe('route table', () => {
  // As main.tsx loads the page being opened before it hydrates, and the prerenderer all of them:
  // a page loaded ahead renders at once, in the same render as the layout.
  beforeAll(() => preloadPublicPages());

  it.each(PRERENDERED_PATHS)(
    'shows %s with its heading, title and description in the public layout',
    (path) => {
      renderAt(path);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(HEADINGS[path]!);
      expect(document.title).toBe(pageMeta(path).title);
      expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        pageMeta(path).description,
      );
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      expect(screen.getByText('© 2025 MediCostSaver. All rights reserved.')).toBeInTheDocument();
    },
  );

  it.each(['/no-such-page', '/partners', '/about/team'])(
    'shows the Not-found page on %s, which the server answers with 404',
    (path) => {
      expect(isClientOnlyRoute(path)).toBe(false);
      renderAt(path);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found');
    },
  );

  it('never treats a prerendered page as a client-only route', () => {
    expect(PRERENDERED_PATHS.filter(isClientOnlyRoute)).toEqual([]);
  });

  const CLIENT_SCREENS = [
    ['/dashboard', 'Welcome back'],
    // Signed out, the change of password sends the visitor to the member sign-in.
    ['/dashboard/password', 'Member Login'],
    ['/forgot-password', 'Forgot password?'],
    ['/reset-password', 'Set a new password'],
    // Signed out, /partner checks for 500 ms and goes to the sign-in, as the dashboard does.
    ['/partner', 'Partner Login'],
    ['/partner/register', 'Partner Registration'],
    ['/partner/login', 'Partner Login'],
    ['/partner/dashboard', 'Partner Login'],
    // Signed out, the partner's change of password sends the visitor to the partner sign-in.
    ['/partner/password', 'Partner Login'],
    ['/admin/login', 'Admin Login'],
    ['/admin/register', 'Admin Registration'],
    // Signed out, the admin dashboard sends the visitor to its login.
    ['/admin', 'Admin Login'],
  ] as const;

  it('lists exactly these screens as the client-only routes the server answers with 200', () => {
    expect(CLIENT_SCREENS.map(([path]) => path).sort()).toEqual([...CLIENT_ONLY_ROUTES].sort());
  });

  it.each(CLIENT_SCREENS)(
    'loads %s on demand (a client-only route the server answers with 200)',
    async (path, heading) => {
      expect(isClientOnlyRoute(path)).toBe(true);
      renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    },
  );

  it('keeps the coming-soon notice under the member sign-in on /login', () => {
    renderAt('/login');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Membership Registration Opens Soon' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('10% discount on all medical services at partner facilities'),
    ).toBeInTheDocument();
  });
});
