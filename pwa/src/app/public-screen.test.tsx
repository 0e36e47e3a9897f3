import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableScreen } from './public-screen.ts';

function Page() {
  return <h1>Membership Fee</h1>;
}

/** A page module whose download the test finishes itself. */
function download() {
  let arrive!: () => void;
  let fail!: (error: Error) => void;
  const load = vi.fn(
    () =>
      new Promise<{ default: typeof Page }>((resolve, reject) => {
        arrive = () => resolve({ default: Page });
        fail = reject;
      }),
  );
  return { load, arrive: () => arrive(), fail: (error: Error) => fail(error) };
}

const shown = (Screen: ComponentType) =>
  render(
    <Suspense fallback={<p>Loading...</p>}>
      <Screen />
    </Suspense>,
  );

describe('a public page loaded on demand', () => {
  it('renders at once, never its fallback, when loaded ahead (as before hydrating)', async () => {
    const { load, arrive } = download();
    const { Screen, preload } = preloadableScreen(load);
    const loaded = preload();
    arrive();
    await loaded;

    shown(Screen);
    expect(screen.getByRole('heading', { name: 'Membership Fee' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends until its module arrives when it was not loaded ahead (a link followed)', async () => {
    const { load, arrive } = download();
    const { Screen } = preloadableScreen(load);

    shown(Screen);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Membership Fee' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says it could not be loaded when its module cannot arrive', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, fail } = download();
    const { Screen, preload } = preloadableScreen(load);
    const loaded = preload();
    fail(new TypeError('Failed to fetch dynamically imported module'));
    await loaded;

    shown(Screen);
    expect(
      screen.getByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
