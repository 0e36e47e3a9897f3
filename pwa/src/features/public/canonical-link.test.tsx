import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CanonicalLink } from './canonical-link.ts';

const SITE = 'https://medicostsaver.example';
const canonical = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map(
    (link) => link.href,
  );

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <CanonicalLink /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return (to: string) => act(() => router.navigate(to));
}

function prerenderedCanonical(href: string) {
  const link = document.createElement('link');
  link.rel = 'canonical';
  link.href = href;
  document.head.append(link);
}

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="canonical"]')) link.remove();
});

describe('the canonical link while moving between screens', () => {
  it('follows the public pages, on the origin the build wrote', async () => {
    prerenderedCanonical(`${SITE}/`);
    const navigate = renderAt('/');
    await navigate('/faq');
    expect(canonical()).toEqual([`${SITE}/faq`]);
    await navigate('/membership-fee/');
    expect(canonical()).toEqual([`${SITE}/membership-fee`]);
    await navigate('/coming-soon');
    expect(canonical()).toEqual([`${SITE}/login`]);
  });

  it('is removed on screens outside the public site and comes back on a public page', async () => {
    prerenderedCanonical(`${SITE}/login`);
    const navigate = renderAt('/login');
    await navigate('/dashboard');
    expect(canonical()).toEqual([]);
    await navigate('/about');
    expect(canonical()).toEqual([`${SITE}/about`]);
  });

  it('adds none when the visit started without one (the app shell)', async () => {
    const navigate = renderAt('/dashboard');
    await navigate('/faq');
    expect(canonical()).toEqual([]);
  });
});
