import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination.tsx';

describe('Pagination shapes', () => {
  const shown = (current: number, total: number) => {
    const { container, unmount } = render(
      <Pagination currentPage={current} totalPages={total} onPage={vi.fn()} />,
    );
    const slots = [...container.querySelectorAll('.pagination-buttons > *')]
      .map((element) => element.textContent ?? '')
      .slice(1, -1);
    unmount();
    return slots.join(' ');
  };

  it('shows one page, two pages, seven pages and twenty pages as the spec says', () => {
    expect(shown(1, 1)).toBe('1');
    expect(shown(2, 2)).toBe('1 2');
    expect(shown(4, 7)).toBe('1 ... 3 4 5 ... 7');
    expect(shown(1, 7)).toBe('1 2 ... 7');
    expect(shown(10, 20)).toBe('1 ... 9 10 11 ... 20');
    expect(shown(20, 20)).toBe('1 ... 19 20');
  });
});

describe('Pagination', () => {
  it('says how many are shown, marks the current page and moves with Previous and Next', async () => {
    const onPage = vi.fn();
    render(
      <Pagination
        currentPage={4}
        totalPages={7}
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
    render(<Pagination currentPage={1} totalPages={2} onPage={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});
