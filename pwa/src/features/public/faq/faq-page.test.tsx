import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FAQ_ITEMS } from './faq-data.ts';
import { FaqPage } from './faq-page.tsx';

function renderFaq() {
  render(
    <MemoryRouter>
      <FaqPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

function questions(): HTMLElement[] {
  const list = screen.queryByRole('list', { name: 'Questions' });
  return list ? Array.from(list.querySelectorAll('summary')) : [];
}

const question = (name: string | RegExp) =>
  questions().find((summary) =>
    typeof name === 'string' ? summary.textContent === name : name.test(summary.textContent ?? ''),
  )!;
const isOpen = (summary: HTMLElement) => summary.closest('details')!.open;

describe('FAQ page', () => {
  it('lists all 13 questions and shows each category with its count', () => {
    renderFaq();
    expect(FAQ_ITEMS).toHaveLength(13);
    expect(questions()).toHaveLength(13);
    const chips = within(screen.getByRole('group', { name: 'Question categories' }))
      .getAllByRole('button')
      .map((chip) => chip.textContent);
    expect(chips).toEqual([
      'All Questions (13)',
      'Membership (4)',
      'Usage & Benefits (4)',
      'Family Plans (3)',
      'Technical (2)',
    ]);
    expect(screen.getByRole('button', { name: 'All Questions (13)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('filters by category chip', async () => {
    const user = renderFaq();
    await user.click(screen.getByRole('button', { name: 'Family Plans (3)' }));
    expect(questions().map((q) => q.textContent)).toEqual([
      'Can I add my family members to my membership?',
      'How is the Family Plan priced?',
      'How do family members use the digital card?',
    ]);
  });

  it('searches question and answer text ignoring case', async () => {
    const user = renderFaq();
    await user.type(screen.getByPlaceholderText('Search questions...'), 'REFUND');
    expect(questions().map((q) => q.textContent)).toEqual([
      'Can I cancel my membership and get a refund?',
    ]);
    await user.clear(screen.getByPlaceholderText('Search questions...'));
    await user.type(screen.getByPlaceholderText('Search questions...'), '985.5');
    expect(questions().map((q) => q.textContent)).toEqual(['How is the Family Plan priced?']);
  });

  it('shows the empty state when nothing matches', async () => {
    const user = renderFaq();
    await user.click(screen.getByRole('button', { name: 'Technical (2)' }));
    await user.type(screen.getByPlaceholderText('Search questions...'), 'dental');
    expect(screen.getByText('No questions found')).toBeInTheDocument();
    expect(
      screen.getByText(/Try adjusting your search terms or browse a different category/),
    ).toBeInTheDocument();
  });

  it('opens and closes questions independently', async () => {
    const user = renderFaq();
    const price = question('How much does the membership cost?');
    const validity = question(/How long is my membership valid/);
    await user.click(price);
    await user.click(validity);
    expect(isOpen(price)).toBe(true);
    expect(isOpen(validity)).toBe(true);
    expect(screen.getByText(/₹365 per member per year plus applicable taxes/)).toBeVisible();
    expect(screen.getByText(/30, 15 and 7 days before it expires/)).toBeVisible();
    expect(screen.getByText(/cancel within 7 days of joining/)).not.toBeVisible();
    await user.click(price);
    expect(isOpen(price)).toBe(false);
    expect(isOpen(validity)).toBe(true);
  });

  it('puts every answer in the page, openable with no JavaScript', () => {
    const { container } = render(
      <MemoryRouter>
        <FaqPage />
      </MemoryRouter>,
    );
    // Native <details>: the browser opens them itself, so the prerendered page needs no script.
    expect(container.querySelectorAll('details')).toHaveLength(13);
    expect(container.querySelector('[hidden]')).toBeNull();
    for (const item of FAQ_ITEMS) {
      expect(screen.getByText(item.answer).closest('details')).not.toBeNull();
    }
  });

  it('keeps an opened question open when a filter hides it and brings it back', async () => {
    const user = renderFaq();
    await user.click(question('How is the Family Plan priced?'));
    await user.click(screen.getByRole('button', { name: 'Technical (2)' }));
    expect(question('How is the Family Plan priced?')).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'All Questions (13)' }));
    expect(isOpen(question('How is the Family Plan priced?'))).toBe(true);
    expect(isOpen(question('What is MediCostSaver?'))).toBe(false);
  });

  it('marks the dental question with the FREE BENEFIT badge and links to support', () => {
    renderFaq();
    expect(question(/Are dental consultations really free\?/)).toHaveTextContent('FREE BENEFIT');
    expect(screen.getAllByText('FREE BENEFIT')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.getByRole('link', { name: /Call/ }).getAttribute('href')).toMatch(/^tel:/);
  });
});
