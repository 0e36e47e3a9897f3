import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../../app/routes.tsx';

describe('Not-found page', () => {
  it('shows 404 with the path that was asked for, and Go Back and Home both lead to /', () => {
    render(
      <MemoryRouter initialEntries={['/no/such-page']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404: Page Not Found');
    expect(screen.getByText('/no/such-page')).toBeInTheDocument();
    const page = within(screen.getByRole('main'));
    expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/');
    expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page Not Found - MediCostSaver');
  });
});
