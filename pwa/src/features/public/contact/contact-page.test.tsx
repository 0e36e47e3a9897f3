import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ContactPage } from './contact-page.tsx';

function renderPage() {
  render(
    <MemoryRouter>
      <ContactPage />
    </MemoryRouter>,
  );
}

describe('Contact page', () => {
  it('shows the support hours letter for letter', () => {
    renderPage();
    const card = screen.getByRole('heading', { name: 'Support Hours' }).parentElement!;
    const rows = within(card)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual(['Mon-Fri 9:00 AM-6:00 PM', 'Sat 10:00 AM-4:00 PM', 'Sun emergency only']);
    expect(card).toHaveTextContent('emergency support 24/7 for critical issues');
    expect(card).toHaveTextContent('within 24 hours');
  });
});
