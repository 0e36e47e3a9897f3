import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VerifiedCardMember, VerifiedMember } from '@mcs/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeskCheck } from './desk-check.ts';
import { DeskResult } from './desk-result.tsx';
import { SoundToggle } from './sound-toggle.tsx';
import { resetVerdictAudio } from './verdict-signal.ts';

const DAY_MS = 86_400_000;

function member(overrides: Partial<VerifiedMember> = {}): VerifiedMember {
  return {
    name: 'Asha Verma',
    membershipId: 'MCS-2026-4F9A2C-81D3E7',
    plan: 'Annual',
    discount: '20%',
    standardDiscount: 20,
    validUntil: new Date(Date.now() + 200 * DAY_MS).toISOString(),
    familyMembers: 0,
    familyDetails: [],
    status: 'Active',
    valid: true,
    message: 'Membership is active.',
    ...overrides,
  };
}

const card = (): VerifiedCardMember => ({
  membershipId: 'MCS-2026-4F9A2C-81D3E7',
  name: 'Asha Verma',
  plan: 'Annual',
  validUntil: new Date(Date.now() + 200 * DAY_MS).toISOString(),
  family: [],
  rid: 'rid-1',
});

/** Each tone started, by its oscillator's wave and pitch. */
let tones: Array<{ type: string; frequency: number }> = [];
let vibrate: ReturnType<typeof vi.fn>;

/** Just enough of Web Audio for the signal: it records the tones it is asked to play. */
class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  createOscillator() {
    const oscillator = {
      type: 'sine',
      frequency: { value: 0 },
      connect: () => undefined,
      start: () => tones.push({ type: oscillator.type, frequency: oscillator.frequency.value }),
      stop: () => undefined,
    };
    return oscillator;
  }
  createGain() {
    const param = { setValueAtTime: () => undefined, linearRampToValueAtTime: () => undefined };
    return { gain: param, connect: () => undefined };
  }
  resume() {
    return Promise.resolve();
  }
}

beforeEach(() => {
  localStorage.clear();
  tones = [];
  vibrate = vi.fn(() => true);
  resetVerdictAudio();
  vi.stubGlobal('AudioContext', FakeAudioContext);
  // jsdom's navigator has no vibrate; a phone's does.
  Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'vibrate');
});

describe("the verdict's tone and vibration", () => {
  it('sounds once for a new verdict, not again when the same verdict renders again', () => {
    const check: DeskCheck = { kind: 'member', member: member() };
    const { rerender } = render(<DeskResult check={check} />);
    expect(tones).toHaveLength(1);
    expect(vibrate).toHaveBeenCalledTimes(1);
    rerender(<DeskResult check={check} />);
    rerender(<DeskResult check={{ ...check }} />);
    // The copy is a new check: the desk verified again, and says so.
    expect(tones).toHaveLength(2);
    rerender(<DeskResult check={{ kind: 'idle' }} />);
    expect(tones).toHaveLength(2);
  });

  it('gives a refusal another tone and a longer vibration than a valid member', () => {
    const { rerender } = render(<DeskResult check={{ kind: 'member', member: member() }} />);
    rerender(
      <DeskResult check={{ kind: 'refused', reason: 'tampered', message: 'Altered card.' }} />,
    );
    const [valid, refused] = tones;
    expect(valid).toBeDefined();
    expect(refused).toBeDefined();
    expect(refused).not.toEqual(valid);
    const [validBuzz, refusedBuzz] = vibrate.mock.calls.map(([pattern]) => pattern as number[]);
    const total = (pattern: number[] = []) => pattern.reduce((sum, ms) => sum + ms, 0);
    expect(total(refusedBuzz)).toBeGreaterThan(total(validBuzz));
  });

  it('waits for a card’s live status and sounds once, with the outcome that stands', () => {
    const scanned = card();
    const base = { kind: 'card', card: scanned, standardDiscount: 20 } as const;
    const { rerender } = render(<DeskResult check={{ ...base, live: { state: 'checking' } }} />);
    expect(tones).toHaveLength(0);
    rerender(<DeskResult check={{ ...base, live: { state: 'done', member: member() } }} />);
    rerender(<DeskResult check={{ ...base, live: { state: 'done', member: member() } }} />);
    expect(tones).toHaveLength(1);
    expect(screen.getByLabelText('Verified member')).toHaveAttribute('data-outcome', 'valid');
  });

  it('gives a card checked on this device only its own, third tone', () => {
    const { rerender } = render(<DeskResult check={{ kind: 'member', member: member() }} />);
    rerender(
      <DeskResult
        check={{ kind: 'card', card: card(), standardDiscount: 20, live: { state: 'offline' } }}
      />,
    );
    rerender(<DeskResult check={{ kind: 'failed', message: 'Membership not found' }} />);
    const [valid, deviceOnly, refused] = tones;
    expect(new Set([valid, deviceOnly, refused].map((tone) => JSON.stringify(tone))).size).toBe(3);
  });

  it('is silent and still when muted', () => {
    localStorage.setItem('mcs.desk.muted', 'true');
    render(<DeskResult check={{ kind: 'member', member: member() }} />);
    expect(screen.getByText('Membership Verified')).toBeInTheDocument();
    expect(tones).toHaveLength(0);
    expect(vibrate).not.toHaveBeenCalled();
  });

  it('still vibrates, and shows the verdict, where the browser has no Web Audio', () => {
    vi.stubGlobal('AudioContext', undefined);
    resetVerdictAudio();
    render(<DeskResult check={{ kind: 'member', member: member() }} />);
    expect(screen.getByText('Membership Verified')).toBeInTheDocument();
    expect(vibrate).toHaveBeenCalledTimes(1);
  });
});

describe('the Sound switch', () => {
  it('mutes the desk, and the desk stays muted when it opens again', async () => {
    const first = render(<SoundToggle />);
    const on = screen.getByRole('button', { name: 'Sound on' });
    expect(on).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(on);
    expect(screen.getByRole('button', { name: 'Sound off' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    first.unmount();

    render(
      <>
        <SoundToggle />
        <DeskResult check={{ kind: 'member', member: member() }} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Sound off' })).toBeInTheDocument();
    expect(tones).toHaveLength(0);
    expect(vibrate).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Sound off' }));
    expect(screen.getByRole('button', { name: 'Sound on' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
