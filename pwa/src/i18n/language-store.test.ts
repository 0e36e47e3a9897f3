import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  currentLanguage,
  deviceLanguage,
  firstVisitPath,
  LANGUAGE_STORAGE_KEY,
  prepareLanguage,
  setLanguageNow,
  startingLanguage,
} from './language-store.ts';
import { useLanguage } from './use-t.ts';

function browserPrefers(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  setLanguageNow('en');
});

describe('the language of the device', () => {
  it("follows the browser's languages on a first visit", () => {
    browserPrefers('bn-IN', 'en-IN');
    expect(deviceLanguage()).toBe('bn');
    browserPrefers('mr-IN', 'hi-IN');
    expect(deviceLanguage()).toBe('hi');
    browserPrefers('fr-FR');
    expect(deviceLanguage()).toBe('en');
  });

  it("remembers the reader's choice in localStorage, over the browser's languages", async () => {
    browserPrefers('hi-IN');
    const { result } = renderHook(() => useLanguage());
    await act(async () => result.current[1]('bn'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('bn');
    expect(deviceLanguage()).toBe('bn');
    expect(currentLanguage()).toBe('bn');
    expect(result.current[0]).toBe('bn');
    await act(async () => result.current[1]('en'));
    expect(deviceLanguage()).toBe('en');
  });

  it('ignores a stored value that is not one of our languages', () => {
    browserPrefers('hi');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    expect(deviceLanguage()).toBe('hi');
  });

  it("opens a public page in its path's language, whatever was chosen, and other screens in the choice", () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'bn');
    expect(startingLanguage('/hi/faq')).toBe('hi');
    expect(startingLanguage('/faq')).toBe('en');
    expect(startingLanguage('/dashboard')).toBe('bn');
  });
});

describe('the first visit', () => {
  it("sends a Hindi or Bengali browser from / to its language's home page, once nothing is stored", () => {
    browserPrefers('hi-IN', 'en');
    expect(firstVisitPath('/')).toBe('/hi');
    browserPrefers('bn');
    expect(firstVisitPath('/')).toBe('/bn');
    browserPrefers('en-IN', 'hi');
    expect(firstVisitPath('/')).toBeUndefined();
  });

  it('leaves a reader who chose a language, and every other page, where they are', () => {
    browserPrefers('hi-IN');
    expect(firstVisitPath('/faq')).toBeUndefined();
    expect(firstVisitPath('/hi')).toBeUndefined();
    expect(firstVisitPath('/dashboard')).toBeUndefined();
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(firstVisitPath('/')).toBeUndefined();
  });

  it('opens a page in its language with its words loaded', async () => {
    await prepareLanguage('/bn/faq');
    expect(currentLanguage()).toBe('bn');
    expect(document.documentElement.lang).toBe('bn-IN');
  });
});
