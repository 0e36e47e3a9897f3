import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageItems, Pagination } from './pagination.tsx';

describe('pageItems (first, last, current ±1, ellipses)', () => {
  it('shows the one page of a one-page list', () => {
    expect(pageItems(1, 1)).toEqual([1]);
  });

  it('shows both pages of a two-page list, from either page', () => {
    expect(pageItems(1, 2)).toEqual([1, 2]);
    expect(pageItems(2, 2)).toEqual([1, 2]);
  });

  it('shows seven pages with an ellipsis where pages are skipped', () => {
    expect(pageItems(1, 7)).toEqual([1, 2, 'ellipsis-end', 7]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 'ellipsis-end', 7]);
    expect(pageItems(4, 7)).toEqual([1, 'ellipsis-start', 3, 4, 5, 'ellipsis-end', 7]);
    expect(pageItems(7, 7)).toEqual([1, 'ellipsis-start', 6, 7]);
  });

  it('keeps twenty pages to first, last and the current page with its neighbours', () => {
    expect(pageItems(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
    expect(pageItems(2, 20)).toEqual([1, 2, 3, 'ellipsis-end', 20]);
    expect(pageItems(19, 20)).toEqual([1, 'ellipsis-start', 18, 19, 20]);
  });
});

describe('Pagination', () => {
  it('says how many are shown, marks the current page and moves with Previous and Next', async () => {
    const onPage = vi.fn();
    render(
      <Pagination
        currentPage={4}
        totalPages={7}
        hasPrevPage
        hasNextPage
        onPage={onPage}
        summary="Showing 10 of 70 partners"
      />,
    );
    expect(screen.getByText('Showing 10 of 70 partners')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByText('...')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 7' }));
    expect(onPage.mock.calls).toEqual([[5], [3], [7]]);
  });

  it('cannot go before the first page or past the last', () => {
    render(
      <Pagination
        currentPage={1}
        totalPages={2}
        hasPrevPage={false}
        hasNextPage
        onPage={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});
