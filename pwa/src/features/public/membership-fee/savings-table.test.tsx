import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SavingsTable } from './savings-table.tsx';

function cells(row: HTMLElement): string[] {
  return Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? '');
}

describe('Potential Savings table', () => {
  it("lists the spec's four sample bills with what a member pays and saves", () => {
    render(<SavingsTable />);
    const table = within(screen.getByRole('table', { name: 'Potential savings per year' }));
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Service',
      'Original Price',
      'Discounted Price',
      'You Save',
    ]);
    const [, ...rows] = table.getAllByRole('row');
    expect(rows.map(cells)).toEqual([
      ['Doctor Consultation', '₹500', '₹375', '₹125'],
      ['Medical Tests', '₹2,000', '₹1,500', '₹500'],
      ['Pharmacy Bill', '₹1,000', '₹750', '₹250'],
      ['Health Checkup', '₹3,000', '₹2,250', '₹750'],
      ['Total Savings per Year', '₹1,625'],
    ]);
  });

  it('strikes through the original price', () => {
    render(<SavingsTable />);
    expect(screen.getByText('₹2,000').tagName).toBe('S');
  });
});
