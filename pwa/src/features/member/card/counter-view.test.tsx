import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardView } from './card-view.ts';
import { CounterView } from './counter-view.tsx';

const view: CardView = {
  name: 'Ananya Krishnan',
  membershipId: 'MCS-2026-4F9A2C',
  plan: 'Annual',
  status: 'Active',
  validUntil: '2027-11-24T00:00:00.000Z',
  family: [],
  jws: 'header.payload.signature',
};

afterEach(() => vi.unstubAllGlobals());

describe('Show at counter', () => {
  it('shows the QR full screen, keeps the screen awake and asks for brightness; closing lets the screen sleep', async () => {
    const release = vi.fn(async () => undefined);
    const request = vi.fn(async () => ({ release }));
    vi.stubGlobal('navigator', { ...navigator, wakeLock: { request } });
    const onClose = vi.fn();
    const { unmount } = render(<CounterView view={view} onClose={onClose} />);

    expect(screen.getByRole('dialog', { name: 'Membership card for the counter' })).toBeVisible();
    expect(screen.getByText('MCS-2026-4F9A2C')).toBeInTheDocument();
    expect(screen.getByTestId('counter-qr').querySelector('svg')).not.toBeNull();
    expect(
      screen.getByText('Turn your screen brightness up so the counter can scan it.'),
    ).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('screen');

    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    await Promise.resolve();
    unmount();
    expect(release).toHaveBeenCalled();
  });

  it('still shows the card where the browser has no Screen Wake Lock', () => {
    vi.stubGlobal('navigator', { ...navigator, wakeLock: undefined });
    render(<CounterView view={view} onClose={vi.fn()} />);
    expect(screen.getByTestId('counter-qr')).toBeInTheDocument();
  });
});
