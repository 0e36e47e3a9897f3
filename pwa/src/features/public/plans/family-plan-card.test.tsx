import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FamilyPlanCard } from './plan-cards.tsx';

function renderCard() {
  render(
    <MemoryRouter>
      <FamilyPlanCard />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

function quoteLines(): string[] {
  const quote = screen.getByTestId('family-quote');
  return within(quote)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

async function setMembers(user: ReturnType<typeof userEvent.setup>, members: number) {
  for (let i = 1; i < members; i++)
    await user.click(screen.getByRole('button', { name: 'Add a family member' }));
}

describe('Family plan fee calculator', () => {
  it('starts at 1 member with no family discount line and cannot go below 1', async () => {
    const user = renderCard();
    expect(screen.getByLabelText('Number of family members')).toHaveTextContent('1');
    expect(quoteLines()).toEqual([
      'Base Price (1 × ₹365): ₹365',
      'Yearly Total: ₹365',
      'Per Member: ₹365/year',
      '+ GST (18%): ₹65.70',
    ]);
    const minus = screen.getByRole('button', { name: 'Remove a family member' });
    expect(minus).toBeDisabled();
    await user.click(minus);
    expect(screen.getByLabelText('Number of family members')).toHaveTextContent('1');
    expect(screen.getByText('Coverage for 1 family member')).toBeInTheDocument();
  });

  it('prices 2 members at ₹657 after the 10% family discount', async () => {
    const user = renderCard();
    await setMembers(user, 2);
    expect(quoteLines()).toEqual([
      'Base Price (2 × ₹365): ₹730',
      'Family Discount (10%): -₹73',
      'Yearly Total: ₹657',
      'Per Member: ₹329/year',
      '+ GST (18%): ₹118.26',
    ]);
    expect(screen.getByText('Coverage for 2 family members')).toBeInTheDocument();
  });

  it('prices 3 members at ₹985.50 with the per-member price rounded', async () => {
    const user = renderCard();
    await setMembers(user, 3);
    expect(quoteLines()).toEqual([
      'Base Price (3 × ₹365): ₹1,095',
      'Family Discount (10%): -₹109.50',
      'Yearly Total: ₹985.50',
      'Per Member: ₹329/year',
      '+ GST (18%): ₹177.39',
    ]);
  });

  it('has no upper limit: 10 members cost ₹3,285 and minus steps back down', async () => {
    const user = renderCard();
    await setMembers(user, 10);
    expect(screen.getByLabelText('Number of family members')).toHaveTextContent('10');
    expect(quoteLines()).toContain('Yearly Total: ₹3,285');
    expect(quoteLines()).toContain('Family Discount (10%): -₹365');
    expect(screen.getByRole('button', { name: 'Add a family member' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove a family member' }));
    expect(screen.getByLabelText('Number of family members')).toHaveTextContent('9');
  });

  it('sends Get Family Plan to the coming-soon page and marks the card MOST POPULAR', () => {
    renderCard();
    expect(screen.getByText('MOST POPULAR')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Family Plan' })).toHaveAttribute(
      'href',
      '/coming-soon',
    );
  });
});
