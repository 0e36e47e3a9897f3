import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazyArea } from './lazy-area.ts';

describe('lazyArea', () => {
  it('loads an area only once zod is jitless, so the schemas it builds never probe for eval', async () => {
    z.config({ jitless: false });
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
});
