import { describe, expect, it } from 'vitest';
import {
  MAX_SEARCH_WORDS,
  matchesDirectoryFilters,
  partnerFieldWords,
  partnerSearchWords,
  searchPhrases,
  searchWords,
} from './directory.ts';

describe('searchWords: what a directory search looks for, online and offline', () => {
  it('splits the typed text at spaces and drops quotes', () => {
    expect(searchWords('  heart   "clinic" ')).toEqual(['heart', 'clinic']);
  });

  it('ignores words with no letter or digit', () => {
    expect(searchWords('- : * heart --')).toEqual(['heart']);
    expect(searchWords(' - : * ')).toEqual([]);
  });

  it('keeps a word the index splits whole, for the caller to read as a phrase', () => {
    expect(searchWords('mg-road')).toEqual(['mg-road']);
  });

  it(`reads at most ${MAX_SEARCH_WORDS} words`, () => {
    const words = Array.from({ length: MAX_SEARCH_WORDS + 3 }, (_, i) => `w${i}`);
    expect(searchWords(words.join(' '))).toEqual(words.slice(0, MAX_SEARCH_WORDS));
  });

  it('splits at control characters, so none reaches a query', () => {
    expect(searchWords('heart\u0000clinic\u0007 \u001fcare')).toEqual(['heart', 'clinic', 'care']);
    expect(searchWords('\u0000\u0000')).toEqual([]);
  });
});

describe('searchPhrases', () => {
  it('reads each search word as the index splits it, accents dropped', () => {
    expect(searchPhrases('Dr. Meera-Iyer São')).toEqual([['dr'], ['meera', 'iyer'], ['sao']]);
  });

  it('is null when nothing searchable is left, and follows the same word limit', () => {
    expect(searchPhrases(' -- ')).toBeNull();
    expect(searchPhrases('x '.repeat(20))).toHaveLength(MAX_SEARCH_WORDS);
  });
});

describe('partnerSearchWords: what the offline index stores of a partner', () => {
  const clinic = {
    name: 'Dr. Meera-Iyer Clinic',
    type: 'doctor',
    address: '12 MG Road',
    state: 'Kerala',
    district: 'Ernakulam',
    specialization: 'Cardiology',
    responsible: { name: 'Meera Iyer' },
    createdAt: '2026-01-01T00:00:00Z',
  };

  it('lists every word of the searchable fields once, split as the full-text index splits them', () => {
    expect(partnerSearchWords(clinic)).toEqual([
      'dr',
      'meera',
      'iyer',
      'clinic',
      'cardiology',
      '12',
      'mg',
      'road',
      'ernakulam',
      'kerala',
    ]);
  });

  it('matches the same with the field words kept from an earlier search as when split again', () => {
    const kept = partnerFieldWords(clinic);
    for (const q of ['meera-iy', 'mg road', 'road mg', 'card', 'iyer clinic', 'kerala 12'])
      expect(matchesDirectoryFilters(clinic, { q }, () => kept)).toBe(
        matchesDirectoryFilters(clinic, { q }),
      );
  });
});
