import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary.tsx';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('boom');
  return <p>All good</p>;
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  shouldThrow = true;
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
  vi.unstubAllGlobals();
});

describe('ErrorBoundary', () => {
  it('shows the generic error screen and logs the error', () => {
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText('We encountered an unexpected error. Please try refreshing the page.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      'Unexpected rendering error',
      expect.any(Error),
      expect.anything(),
    );
  });

  it('renders the children again after Try Again', async () => {
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    shouldThrow = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('All good')).toBeInTheDocument();
  });

  it('reloads the page on Refresh Page', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows a custom fallback instead when one is given', () => {
    render(
      <ErrorBoundary fallback={<p>Custom trouble</p>}>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Custom trouble')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});
