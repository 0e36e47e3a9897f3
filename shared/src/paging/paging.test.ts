import { describe, expect, it } from 'vitest';
import { pageInfo, pageWindow } from './paging.ts';

describe('pageInfo', () => {
  it('says page 1 of 1 with nowhere to go when the list is empty', () => {
    expect(pageInfo(0, 1, 10)).toEqual({
      currentPage: 1,
      totalPages: 1,
      hasNextPage: false,
      hasPrevPage: false,
      limit: 10,
    });
  });

  it('counts a partly filled last page and offers both directions in the middle', () => {
    expect(pageInfo(25, 2, 10)).toEqual({
      currentPage: 2,
      totalPages: 3,
      hasNextPage: true,
      hasPrevPage: true,
      limit: 10,
    });
  });

  it('offers no next page on the last page, nor past the end', () => {
    expect(pageInfo(20, 2, 10)).toMatchObject({ totalPages: 2, hasNextPage: false });
    expect(pageInfo(20, 9, 10)).toMatchObject({
      totalPages: 2,
      hasNextPage: false,
      hasPrevPage: true,
    });
  });
});

describe('pageWindow', () => {
  it('skips the rows of the earlier pages', () => {
    expect(pageWindow(1, 10)).toEqual({ offset: 0, limit: 10 });
    expect(pageWindow(3, 25)).toEqual({ offset: 50, limit: 25 });
  });
});
