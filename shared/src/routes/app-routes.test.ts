import { describe, expect, it } from 'vitest';
import {
  canonicalPath,
  CLIENT_ONLY_ROUTES,
  isClientOnlyRoute,
  PRERENDERED_PATHS,
} from './app-routes.ts';

describe('the route manifest', () => {
  it('covers the member, partner and admin screens, with or without a trailing slash', () => {
    for (const path of [
      '/dashboard',
      '/dashboard/',
      '/dashboard/password',
      '/partner',
      '/partner/',
      '/partner/login',
      '/partner/dashboard',
      '/partner/password',
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

  it('splits every screen into prerendered public pages and client-only screens, none in both', () => {
    expect(PRERENDERED_PATHS).toContain('/');
    expect(PRERENDERED_PATHS).toContain('/login');
    expect(CLIENT_ONLY_ROUTES).toContain('/partner/register');
    expect(PRERENDERED_PATHS.filter((path) => isClientOnlyRoute(path))).toEqual([]);
  });

  it("names each public page's canonical address, and none for other screens", () => {
    expect(canonicalPath('/about/')).toBe('/about');
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('/coming-soon')).toBe('/login');
    expect(canonicalPath('/dashboard')).toBeUndefined();
    expect(canonicalPath('/no-such-page')).toBeUndefined();
  });
});
