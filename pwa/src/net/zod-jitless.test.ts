import { describe, expect, it } from 'vitest';

describe('making zod jitless without loading zod', () => {
  it('switches off the `new Function` probe of the zod this app bundles', async () => {
    await import('./zod-jitless.ts');
    const { config, util } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
    // Node allows eval, so only the jitless setting stops the probe here.
    expect(util.allowsEval.value).toBe(false);
  });
});
