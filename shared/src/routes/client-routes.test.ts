import { describe, expect, it } from 'vitest';
import { isClientOnlyRoute } from './client-routes.ts';

describe('client-only routes', () => {
  it('covers the member, partner and admin screens, with or without a trailing slash', () => {
    for (const path of [
      '/dashboard',
      '/dashboard/',
      '/partner',
      '/partner/',
      '/partner/login',
      '/partner/dashboard',
      '/admin',
      '/admin/register',
    ]) {
      expect(isClientOnlyRoute(path), path).toBe(true);
    }
  });

  it('leaves out the public pages, look-alike prefixes and unknown paths', () => {
    for (const path of [
      '/',
      '/about',
      '/login',
      '/partners',
      '/administrator',
      '/no-such-page',
      '/partner/no-such-screen',
      '/admin/login/extra',
      '/dashboard/old',
    ]) {
      expect(isClientOnlyRoute(path), path).toBe(false);
    }
  });
});
