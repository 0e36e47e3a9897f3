import { describe, expect, it } from 'vitest';
import { browserLanguage, localizedPath, publicPageOf } from './languages.ts';

describe('languages and paths', () => {
  it("picks the browser's first language we have, by its main subtag", () => {
    expect(browserLanguage(['hi-IN', 'en-US'])).toBe('hi');
    expect(browserLanguage(['fr-FR', 'BN', 'hi'])).toBe('bn');
    expect(browserLanguage(['en-GB', 'hi'])).toBe('en');
    expect(browserLanguage(['ta-IN', 'fr'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

  it('reads the language and the page of a public path', () => {
    expect(publicPageOf('/')).toEqual({ lang: 'en', page: '/' });
    expect(publicPageOf('/about/')).toEqual({ lang: 'en', page: '/about' });
    expect(publicPageOf('/hi')).toEqual({ lang: 'hi', page: '/' });
    expect(publicPageOf('/hi/')).toEqual({ lang: 'hi', page: '/' });
    expect(publicPageOf('/bn/membership-fee')).toEqual({ lang: 'bn', page: '/membership-fee' });
  });

  it('knows no public page under a path that is not one', () => {
    expect(publicPageOf('/dashboard')).toBeUndefined();
    expect(publicPageOf('/hi/dashboard')).toBeUndefined();
    expect(publicPageOf('/en/about')).toBeUndefined();
    expect(publicPageOf('/hi/hi/about')).toBeUndefined();
  });

  it("writes a page's path in a language", () => {
    expect(localizedPath('/', 'en')).toBe('/');
    expect(localizedPath('/', 'hi')).toBe('/hi');
    expect(localizedPath('/faq', 'bn')).toBe('/bn/faq');
    expect(localizedPath('/faq', 'en')).toBe('/faq');
  });
});
