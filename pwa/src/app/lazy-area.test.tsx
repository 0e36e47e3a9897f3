import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { resetReachabilityForTests } from '../net/reachability.ts';
import { lazyArea } from './lazy-area.ts';
import { appQueryClient } from './server-state.tsx';

describe('lazyArea', () => {
  it('loads an area only once zod is jitless, so the schemas it builds never probe for eval', async () => {
    // Made so by importing lazy-area.ts, as the app's first script does, not by the area itself.
    const jitlessWhenLoaded: boolean[] = [];
    const Area = lazyArea(async () => {
      jitlessWhenLoaded.push(z.config().jitless === true);
      return { default: () => <h1>Area</h1> };
    });

    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Area />
      </Suspense>,
    );

    expect(await screen.findByRole('heading', { name: 'Area' })).toBeInTheDocument();
    expect(jitlessWhenLoaded).toEqual([true]);
  });

  it("runs the module's prepare with the app's query client before the screen first renders", async () => {
    const order: string[] = [];
    let given: unknown;
    const Area = lazyArea(async () => ({
      default: () => {
        order.push('render');
        return <h1>Area</h1>;
      },
      prepare: (client) => {
        given = client;
        order.push('prepare');
      },
    }));

    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Area />
      </Suspense>,
    );

    expect(await screen.findByRole('heading', { name: 'Area' })).toBeInTheDocument();
    expect(order[0]).toBe('prepare');
    expect(order.filter((step) => step === 'prepare')).toHaveLength(1);
    expect(given).toBe(appQueryClient());
  });

  it('starts the download on preload, before any render, and downloads it once', async () => {
    const load = vi.fn(async () => ({ default: () => <h1>Area</h1> }));
    const Area = lazyArea(load);

    Area.preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Area />
      </Suspense>,
    );

    expect(await screen.findByRole('heading', { name: 'Area' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  describe('when the area cannot be downloaded', () => {
    afterEach(() => {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
      resetReachabilityForTests();
    });

    const failingArea = () =>
      lazyArea(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

    it('tells an offline visitor the page needs the network, with a way to try again', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const Area = failingArea();
      render(
        <Suspense fallback={<p>Loading...</p>}>
          <Area />
        </Suspense>,
      );
      expect(
        await screen.findByRole('heading', { name: 'This page could not be loaded' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(
        'You are offline, and this page needs an internet connection.',
      );
      expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    });

    it('asks the server, and when it answers asks the visitor to refresh (a new version may have replaced the old files)', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const probe = vi.fn(async () =>
        Response.json({ status: 'ok' }, { headers: { 'content-type': 'application/json' } }),
      );
      vi.stubGlobal('fetch', probe);
      const Area = failingArea();
      render(
        <Suspense fallback={<p>Loading...</p>}>
          <Area />
        </Suspense>,
      );
      await vi.waitFor(() =>
        expect(screen.getByRole('alert')).toHaveTextContent(
          'Please refresh the page to try again.',
        ),
      );
      expect(probe).toHaveBeenCalledWith('/api/health', expect.anything());
    });

    it("asks the visitor to refresh when this version's probe file is gone too (a new version replaced them)", async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
      const probe = vi.fn();
      vi.stubGlobal('fetch', probe);
      vi.doMock('./area-load-probe.ts', () => {
        throw new TypeError('Failed to fetch dynamically imported module');
      });
      try {
        const Area = failingArea();
        render(
          <Suspense fallback={<p>Loading...</p>}>
            <Area />
          </Suspense>,
        );
        await vi.waitFor(() =>
          expect(screen.getByRole('alert')).toHaveTextContent(
            'Please refresh the page to try again.',
          ),
        );
        expect(probe).not.toHaveBeenCalled();
      } finally {
        vi.doUnmock('./area-load-probe.ts');
      }
    });

    it('says the server cannot be reached when it does not answer, though the browser claims a network', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => {
          throw new TypeError('Failed to fetch');
        }),
      );
      const Area = failingArea();
      render(
        <Suspense fallback={<p>Loading...</p>}>
          <Area />
        </Suspense>,
      );
      await vi.waitFor(() =>
        expect(screen.getByRole('alert')).toHaveTextContent(
          'The server cannot be reached, and this page needs an internet connection.',
        ),
      );
    });
  });
});
