import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  currentLanguage,
  deviceLanguage,
  LANGUAGE_STORAGE_KEY,
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
