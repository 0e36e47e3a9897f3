import { describe, expect, it } from 'vitest';
import { pageInfo, pageSlots, pageWindow } from './paging.ts';

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

describe('pageSlots', () => {
  it('shows a lone page as itself', () => {
    expect(pageSlots(1, 1)).toEqual([1]);
    expect(pageSlots(1, 0)).toEqual([1]);
  });

  it('shows both pages of two', () => {
    expect(pageSlots(1, 2)).toEqual([1, 2]);
    expect(pageSlots(2, 2)).toEqual([1, 2]);
  });

  it('keeps first, last and current plus or minus one, with an ellipsis for every gap', () => {
    expect(pageSlots(1, 7)).toEqual([1, 2, 'gap', 7]);
    expect(pageSlots(3, 7)).toEqual([1, 2, 3, 4, 'gap', 7]);
    expect(pageSlots(4, 7)).toEqual([1, 'gap', 3, 4, 5, 'gap', 7]);
    expect(pageSlots(7, 7)).toEqual([1, 'gap', 6, 7]);
    expect(pageSlots(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageSlots(2, 20)).toEqual([1, 2, 3, 'gap', 20]);
    expect(pageSlots(19, 20)).toEqual([1, 'gap', 18, 19, 20]);
  });

  it('clamps a current page outside the range', () => {
    expect(pageSlots(99, 3)).toEqual([1, 2, 3]);
  });
});
