import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CARD_QR_VERSION_MAX, generateCardKey, generateMembershipId, signCard } from '@mcs/shared';
import QRCode from 'qrcode';
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

  it('tells the desk across the counter the brand, status, validity, people covered and the ID to read out', () => {
    vi.stubGlobal('navigator', { ...navigator, wakeLock: undefined });
    render(
      <CounterView
        view={{
          ...view,
          family: [
            { name: 'Vivek Krishnan', relationship: 'Spouse' },
            { name: 'Diya Krishnan', relationship: 'Daughter' },
          ],
        }}
        onClose={vi.fn()}
      />,
    );
    const counter = screen.getByRole('dialog', { name: 'Membership card for the counter' });
    expect(within(counter).getByText('MediCostSaver')).toBeInTheDocument();
    expect(within(counter).getByTestId('counter-status')).toHaveTextContent('Active');
    expect(within(counter).getByText('Valid until 24/11/2027')).toBeInTheDocument();
    expect(within(counter).getByText('3 people covered')).toBeInTheDocument();
    const id = within(counter).getByText('Card not scanning? Read out this ID').parentElement;
    expect(id).toHaveTextContent(/^Card not scanning\? Read out this IDMCS-2026-4F9A2C$/);
  });

  it('says one person is covered by a card with no family on it', () => {
    vi.stubGlobal('navigator', { ...navigator, wakeLock: undefined });
    render(<CounterView view={view} onClose={vi.fn()} />);
    expect(screen.getByText('1 person covered')).toBeInTheDocument();
  });

  it('still shows the card where the browser has no Screen Wake Lock', () => {
    vi.stubGlobal('navigator', { ...navigator, wakeLock: undefined });
    render(<CounterView view={view} onClose={vi.fn()} />);
    expect(screen.getByTestId('counter-qr')).toBeInTheDocument();
  });

  it("draws the demo member's compact card as a version 10 code or smaller, in alphanumeric mode", async () => {
    vi.stubGlobal('navigator', { ...navigator, wakeLock: undefined });
    const key = await generateCardKey();
    const card = await signCard(
      {
        iss: 'https://medicostsaver.in',
        sub: generateMembershipId(2026),
        name: 'Ananya Krishnan',
        plan: 'Annual',
        exp: Date.parse('2027-11-24T00:00:00Z') / 1000,
        iat: Date.parse('2026-11-24T00:00:00Z') / 1000,
        family: [
          { name: 'Vivek Krishnan', relationship: 'Spouse' },
          { name: 'Diya Krishnan', relationship: 'Daughter' },
          { name: 'Arjun Krishnan', relationship: 'Son' },
        ],
        rid: 'AAECAwQFBgcICQoL',
      },
      { kid: key.kid, privateKey: key.privateJwk },
    );
    render(<CounterView view={{ ...view, jws: card }} onClose={vi.fn()} />);

    // The SVG is the code's modules plus a quiet zone of 4 on each side.
    const viewBox = screen.getByTestId('counter-qr').querySelector('svg')?.getAttribute('viewBox');
    const side = Number(viewBox?.split(' ')[2]) - 8;
    const version = (side - 17) / 4;
    // The smallest code for this text in alphanumeric mode; in byte mode it would be larger.
    const alphanumeric = QRCode.create(card, { errorCorrectionLevel: 'M' });
    expect(alphanumeric.segments.every((s) => s.mode.id !== 'Byte')).toBe(true);
    expect(version).toBe(alphanumeric.version);
    expect(version).toBeLessThanOrEqual(CARD_QR_VERSION_MAX);
  });
});
