import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { base64url } from 'jose';
import { generateCardKey, newCardRid, signCard, DEFAULT_CARD_ISSUER } from '@mcs/shared';
import { editCoseCard, signJwsCard } from '@mcs/shared/card/testing';
import { DISCOUNT_OUT_OF_RANGE } from '@mcs/shared';
import type { CardClaims, PartnerDiscount, VerifiedMember } from '@mcs/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineDb, type SyncEngine, type SyncRunResult } from '../../../offline/index.ts';
import { partnerSessionToken } from '../../../offline/offline-test-kit.ts';
import { enqueueVisit } from '../../../offline/outbox.ts';
import { ToastProvider } from '../../../ui/toast.tsx';
import { TYPED_ID_OFFLINE } from './desk-check.ts';
import { NO_BILL_NO_SAVING, SERVICE_MISSING } from './record-visit-form.tsx';
import { VerifyPanel } from './verify-panel.tsx';

const TOKEN = partnerSessionToken('7');
const DAY = 86_400;
const nowSeconds = () => Math.floor(Date.now() / 1000);

function claims(overrides: Partial<CardClaims> = {}): CardClaims {
  return {
    iss: DEFAULT_CARD_ISSUER,
    sub: 'MCS-2026-4F9A2C-81D3E7',
    name: 'Asha Verma',
    plan: 'Annual',
    exp: nowSeconds() + 200 * DAY,
    iat: nowSeconds() - 60,
    family: [{ name: 'Ravi Verma', relationship: 'Spouse' }],
    rid: newCardRid(),
    ...overrides,
  };
}

function liveMember(overrides: Partial<VerifiedMember> = {}): VerifiedMember {
  return {
    name: 'Asha Verma',
    membershipId: 'MCS-2026-4F9A2C-81D3E7',
    plan: 'Annual',
    discount: '20%',
    standardDiscount: 20,
    validUntil: new Date((nowSeconds() + 200 * DAY) * 1000).toISOString(),
    familyMembers: 1,
    familyDetails: [{ name: 'Ravi Verma', age: 40, gender: 'Male', relationship: 'Spouse' }],
    status: 'Active',
    valid: true,
    message: 'Membership is active.',
    ...overrides,
  };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

function fakeEngine(): SyncEngine & { recordVisit: ReturnType<typeof vi.fn> } {
  return {
    start: vi.fn(),
    stop: vi.fn(),
    failures: 0,
    syncNow: vi.fn(async () => ({ ok: true, sent: 1, rejected: 0, pending: 0, catchingUp: false })),
    recordVisit: vi.fn(async (visit) => ({
      id: crypto.randomUUID(),
      kind: 'visit' as const,
      partnerId: '',
      payload: visit,
      clientTime: new Date().toISOString(),
      createdAt: Date.now(),
      attempts: 0,
      lastError: null,
      status: 'pending' as const,
      rejectedReason: null,
    })),
  };
}

async function cachedKey() {
  const key = await generateCardKey();
  await offlineDb().jwks.put(key.publicJwk);
  return key;
}

/** The partner's offer as the desk knows it: its standard discount and its services. */
const OFFER: PartnerDiscount = {
  name: 'Sunrise Clinic',
  standardDiscount: 20,
  discountAmount: '20% on consultation',
  discountItems: ['Consultation', 'ECG'],
};

function renderPanel(
  engine = fakeEngine(),
  onRecorded = vi.fn(),
  /** null: the desk has never learnt its partner's offer. */
  offer: PartnerDiscount | null = OFFER,
) {
  render(
    <ToastProvider>
      <VerifyPanel
        token={TOKEN}
        engine={engine}
        offer={offer ?? undefined}
        onRecorded={onRecorded}
      />
    </ToastProvider>,
  );
  return { engine, onRecorded, input: screen.getByLabelText('Membership ID or card') };
}

beforeEach(async () => {
  localStorage.clear();
  const db = offlineDb();
  await Promise.all([
    db.jwks.clear(),
    db.revocations.clear(),
    db.outbox.clear(),
    db.seenCards.clear(),
  ]);
});

afterEach(() => vi.unstubAllGlobals());

describe('desk mode: a typed membership ID', () => {
  it('keeps Verify disabled while the field is empty or blank', async () => {
    const { input } = renderPanel();
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    await userEvent.type(input, '   ');
    expect(verify).toBeDisabled();
  });

  it('is verified by the server on Enter, trimmed, and shows the member with Record Visit', async () => {
    const fetch = vi.fn(async () => json(200, liveMember()));
    vi.stubGlobal('fetch', fetch);
    const { input } = renderPanel();
    await userEvent.type(input, '  mcs-2026-4f9a2c-81d3e7  {Enter}');

    expect(await screen.findByText('Membership Verified')).toBeInTheDocument();
    expect(screen.getByText('Ravi Verma')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record Visit' })).toBeInTheDocument();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ membershipId: 'mcs-2026-4f9a2c-81d3e7' });
  });

  it("shows the server's refusal in a 'Verification Failed' box", async () => {
    vi.stubGlobal('fetch', async () => json(404, { message: 'Membership not found' }));
    const { input } = renderPanel();
    await userEvent.type(input, 'MCS-2026-000000{Enter}');
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('Verification Failed');
    expect(box).toHaveTextContent('Membership not found');
  });

  it('says when to try again when the server limits verifications', async () => {
    vi.stubGlobal('fetch', async () =>
      json(
        429,
        { message: 'Too many verifications.', code: 'rate_limited' },
        { 'retry-after': '120' },
      ),
    );
    const { input } = renderPanel();
    await userEvent.type(input, 'MCS-2026-4F9A2C{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many verifications. You can try again in 2 minutes.',
    );
  });

  const noAnswers: Array<[string, () => Promise<Response>]> = [
    ['the network is down', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ["a gateway's error page", async () => new Response('<h1>Bad Gateway</h1>', { status: 502 })],
  ];

  it.each(noAnswers)(
    'asks for the card of a member this desk has not seen when %s, in amber, never as a failure',
    async (_when, answer) => {
      vi.stubGlobal('fetch', answer);
      const { input } = renderPanel();
      await userEvent.type(input, 'MCS-2026-4F9A2C{Enter}');
      const said = await screen.findByText(TYPED_ID_OFFLINE);
      expect(said.closest('[data-outcome]')).toHaveAttribute('data-outcome', 'device-only');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByText('Verification Failed')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Record Visit' })).not.toBeInTheDocument();
    },
  );

  it('verifies a member whose card this desk saw online by the typed ID once the server is gone', async () => {
    const key = await cachedKey();
    const jws = await signCard(claims(), { kid: key.kid, privateKey: key.privateJwk });
    vi.stubGlobal('fetch', async () => json(200, liveMember()));
    const { input } = renderPanel();
    await userEvent.click(input);
    await userEvent.paste(jws);
    await userEvent.keyboard('{Enter}');
    await screen.findByText(/Matches the card/);

    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    await userEvent.clear(input);
    await userEvent.type(input, 'mcs-2026-4f9a2c-81d3e7{Enter}');

    const checked = await screen.findByText(/Checked on this device \(offline\)/);
    const verdict = screen.getByLabelText('Verified member');
    expect(verdict).toContainElement(checked);
    expect(verdict).toHaveAttribute('data-outcome', 'device-only');
    expect(within(verdict).getByText('Membership Verified')).toBeInTheDocument();
    expect(within(verdict).getByText('Ravi Verma')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record Visit' })).toBeInTheDocument();
  });

  it('refuses by typed ID, offline, a card the desk saw that has been cancelled since', async () => {
    const key = await cachedKey();
    const card = claims();
    const jws = await signCard(card, { kid: key.kid, privateKey: key.privateJwk });
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    const { input } = renderPanel();
    await userEvent.click(input);
    await userEvent.paste(jws);
    await userEvent.keyboard('{Enter}');
    await screen.findByText('Membership Verified');
    await offlineDb().revocations.put({ rid: card.rid });

    await userEvent.clear(input);
    await userEvent.type(input, 'MCS-2026-4F9A2C-81D3E7{Enter}');

    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('Card refused');
    expect(box).toHaveTextContent(/cancelled or replaced/);
    expect(box).toHaveAttribute('data-outcome', 'refused');
    expect(screen.queryByRole('button', { name: 'Record Visit' })).not.toBeInTheDocument();
  });
});

describe('desk mode: a scanned card', () => {
  it('is verified on the device and shown at once; offline, the desk says the live status was not asked', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('offline')));
    const key = await cachedKey();
    const jws = await signCard(claims(), { kid: key.kid, privateKey: key.privateJwk });
    const { input } = renderPanel();
    await userEvent.click(input);
    await userEvent.paste(jws);
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByText('Membership Verified')).toBeInTheDocument();
    expect(await screen.findByText(/Checked on this device \(offline\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record Visit' })).toBeInTheDocument();
  });

  it('shows what the live record says when it differs from the card', async () => {
    vi.stubGlobal('fetch', async () =>
      json(
        200,
        liveMember({
          valid: false,
          status: 'Cancelled',
          message: 'This membership has been cancelled.',
          discount: '0%',
          standardDiscount: 0,
        }),
      ),
    );
    const key = await cachedKey();
    const jws = await signCard(claims(), { kid: key.kid, privateKey: key.privateJwk });
    const { input } = renderPanel();
    await userEvent.click(input);
    await userEvent.paste(jws);
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByText('The live record differs from the card:')).toBeInTheDocument();
    expect(screen.getByText('This membership has been cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record Visit' })).not.toBeInTheDocument();
  });

  const refusals: Array<[string, RegExp, () => Promise<string>]> = [
    [
      'a forged card',
      /not issued by MediCostSaver/,
      async () => {
        const ours = await cachedKey();
        const forger = await generateCardKey();
        return signCard(claims({ iss: 'https://fake.example' }), {
          kid: ours.kid,
          privateKey: forger.privateJwk,
        });
      },
    ],
    [
      'a tampered card',
      /altered since it was issued/,
      async () => {
        const key = await cachedKey();
        const card = await signCard(claims(), { kid: key.kid, privateKey: key.privateJwk });
        return editCoseCard(card, (c) => ({ ...c, exp: c.exp + 365 * DAY }));
      },
    ],
    [
      'a tampered JWS card of the first format',
      /altered since it was issued/,
      async () => {
        const key = await cachedKey();
        const card = claims();
        const [header, , signature] = (
          await signJwsCard(card, { kid: key.kid, privateKey: key.privateJwk })
        ).split('.');
        const edited = base64url.encode(JSON.stringify({ ...card, exp: card.exp + 365 * DAY }));
        return `${header}.${edited}.${signature}`;
      },
    ],
    [
      'an expired card',
      /This membership expired on/,
      async () => {
        const key = await cachedKey();
        return signCard(claims({ exp: nowSeconds() - DAY }), {
          kid: key.kid,
          privateKey: key.privateJwk,
        });
      },
    ],
    [
      'a revoked card',
      /cancelled or replaced/,
      async () => {
        const key = await cachedKey();
        const card = claims();
        await offlineDb().revocations.put({ rid: card.rid });
        return signCard(card, { kid: key.kid, privateKey: key.privateJwk });
      },
    ],
  ];

  it.each(refusals)('refuses %s and says why', async (_name, why, make) => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('offline')));
    const jws = await make();
    const { input } = renderPanel();
    await userEvent.click(input);
    await userEvent.paste(jws);
    await userEvent.keyboard('{Enter}');
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('Card refused');
    expect(box).toHaveTextContent(why);
    expect(screen.queryByRole('button', { name: 'Record Visit' })).not.toBeInTheDocument();
  });
});

describe('desk mode: recording a visit', () => {
  async function verifyTypedMember() {
    vi.stubGlobal('fetch', async () => json(200, liveMember()));
    const rendered = renderPanel();
    await userEvent.type(rendered.input, 'MCS-2026-4F9A2C-81D3E7{Enter}');
    await screen.findByText('Membership Verified');
    return rendered;
  }

  it("sends the visit through the outbox with the bill's saving, toasts 'Visit Recorded' and clears", async () => {
    const { engine, onRecorded, input } = await verifyTypedMember();
    await userEvent.selectOptions(screen.getByLabelText('Patient'), '1');
    await userEvent.selectOptions(screen.getByLabelText('Service'), 'ECG');
    await userEvent.type(screen.getByLabelText('Bill amount (₹, optional)'), '500');
    expect(screen.getByText('Member saves ₹100.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Record Visit' }));

    expect(await screen.findByText('Visit Recorded')).toBeInTheDocument();
    expect(
      screen.getByText('The member visit has been recorded successfully.'),
    ).toBeInTheDocument();
    expect(engine.recordVisit).toHaveBeenCalledWith({
      membershipId: 'MCS-2026-4F9A2C-81D3E7',
      service: 'ECG',
      discountApplied: 20,
      billAmount: 500,
      savedAmount: 100,
      patient: 'Ravi Verma',
    });
    expect(onRecorded).toHaveBeenCalled();
    expect(input).toHaveValue('');
    expect(screen.queryByText('Membership Verified')).not.toBeInTheDocument();
  });

  it('frees the desk for the next card as soon as the visit is on the device, while it is sent', async () => {
    const engine = fakeEngine();
    let finishSync: () => void = () => undefined;
    engine.syncNow = vi.fn(
      () =>
        new Promise<SyncRunResult>((resolve) => {
          finishSync = () =>
            resolve({ ok: true, sent: 1, rejected: 0, pending: 0, catchingUp: false });
        }),
    );
    vi.stubGlobal('fetch', async () => json(200, liveMember()));
    const { input } = renderPanel(engine);
    await userEvent.type(input, 'MCS-2026-4F9A2C-81D3E7{Enter}');
    await userEvent.selectOptions(await screen.findByLabelText('Service'), 'Consultation');
    await userEvent.click(screen.getByRole('button', { name: 'Record Visit' }));

    await vi.waitFor(() => expect(input).toHaveValue(''));
    expect(screen.queryByText('Membership Verified')).not.toBeInTheDocument();
    await userEvent.type(input, 'MCS-2026-AAAAAA{Enter}');
    await screen.findByText('Membership Verified');
    finishSync();

    expect(await screen.findByText('Visit Recorded')).toBeInTheDocument();
    expect(input).toHaveValue('MCS-2026-AAAAAA');
    expect(screen.getByText('Membership Verified')).toBeInTheDocument();
  });

  it('says the visit is saved on the device when it could not be sent yet', async () => {
    const engine = fakeEngine();
    engine.recordVisit.mockImplementation((visit) => enqueueVisit(offlineDb(), visit));
    vi.stubGlobal('fetch', async () => json(200, liveMember()));
    const { input } = renderPanel(engine);
    await userEvent.type(input, 'MCS-2026-4F9A2C-81D3E7{Enter}');
    await userEvent.selectOptions(await screen.findByLabelText('Service'), 'Consultation');
    await userEvent.click(screen.getByRole('button', { name: 'Record Visit' }));
    expect(await screen.findByText('Visit Saved Offline')).toBeInTheDocument();
  });

  it('asks before recording the same member again within 10 minutes', async () => {
    const { engine, input } = await verifyTypedMember();
    await userEvent.selectOptions(screen.getByLabelText('Service'), 'Consultation');
    await userEvent.click(screen.getByRole('button', { name: 'Record Visit' }));
    await screen.findByText('Visit Recorded');
    await userEvent.type(input, 'MCS-2026-4F9A2C-81D3E7{Enter}');
    await userEvent.selectOptions(await screen.findByLabelText('Service'), 'Consultation');
    await userEvent.click(screen.getByRole('button', { name: 'Record Visit' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/was recorded less than a minute ago/)).toBeInTheDocument();
    expect(engine.recordVisit).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record again' }));
    await vi.waitFor(() => expect(engine.recordVisit).toHaveBeenCalledTimes(2));
  });
});

describe("desk mode: the partner's own discount", () => {
  const discountShown = () =>
    within(screen.getByLabelText('Verified member')).getByText('Standard discount')
      .nextElementSibling;

  async function scan(jws: string) {
    const { input } = { input: screen.getByLabelText('Membership ID or card') };
    await userEvent.click(input);
    await userEvent.paste(jws);
    await userEvent.keyboard('{Enter}');
    await screen.findByText('Membership Verified');
  }

  it("shows and pre-fills the partner's standard discount for a typed ID, never the family discount", async () => {
    vi.stubGlobal('fetch', async () =>
      json(200, liveMember({ discount: '25%', standardDiscount: 25 })),
    );
    const { input } = renderPanel();
    await userEvent.type(input, 'MCS-2026-4F9A2C-81D3E7{Enter}');
    await screen.findByText('Membership Verified');

    expect(discountShown()).toHaveTextContent('25%');
    expect(screen.queryByText('10%')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Discount (%)')).toHaveValue('25');
  });

  it('gives a card checked offline the discount this desk kept for its partner', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('offline')));
    const key = await cachedKey();
    // The card holder has family on the card: the old desk showed and pre-filled 10% here.
    const jws = await signCard(claims(), { kid: key.kid, privateKey: key.privateJwk });
    renderPanel(fakeEngine(), vi.fn(), { ...OFFER, standardDiscount: 22.5 });
    await scan(jws);
    await screen.findByText(/Checked on this device \(offline\)/);

    expect(discountShown()).toHaveTextContent('22.5%');
    expect(screen.queryByText('10%')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Discount (%)')).toHaveValue('22.5');
  });

  it("takes the live answer's discount once the server has answered for a card", async () => {
    vi.stubGlobal('fetch', async () =>
      json(200, liveMember({ discount: '30%', standardDiscount: 30 })),
    );
    const key = await cachedKey();
    const jws = await signCard(claims(), { kid: key.kid, privateKey: key.privateJwk });
    renderPanel();
    await scan(jws);
    await screen.findByText(/Matches the card/);

    expect(discountShown()).toHaveTextContent('30%');
    expect(screen.getByLabelText('Discount (%)')).toHaveValue('30');
  });

  it('says when the partner has set no standard discount, and pre-fills none', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('offline')));
    const key = await cachedKey();
    const jws = await signCard(claims(), { kid: key.kid, privateKey: key.privateJwk });
    renderPanel(fakeEngine(), vi.fn(), null);
    await scan(jws);

    expect(discountShown()).toHaveTextContent('Not set');
    expect(screen.getByLabelText('Discount (%)')).toHaveValue('');
  });
});

describe('desk mode: the service and the amounts of a visit', () => {
  async function verifyTypedMember(offer: PartnerDiscount = OFFER) {
    vi.stubGlobal('fetch', async () => json(200, liveMember()));
    const rendered = renderPanel(fakeEngine(), vi.fn(), offer);
    await userEvent.type(rendered.input, 'MCS-2026-4F9A2C-81D3E7{Enter}');
    await screen.findByText('Membership Verified');
    return rendered;
  }

  it("offers the partner's own services, names none by default, and asks for one", async () => {
    const { engine } = await verifyTypedMember();
    const service = screen.getByLabelText('Service');
    expect(service).toHaveValue('');
    expect(
      within(service)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a service', 'Consultation', 'ECG', 'Another service (type it)']);

    await userEvent.click(screen.getByRole('button', { name: 'Record Visit' }));

    expect(screen.getByRole('alert')).toHaveTextContent(SERVICE_MISSING);
    expect(engine.recordVisit).not.toHaveBeenCalled();
  });

  it('takes a service the partner does not list, typed', async () => {
    const { engine } = await verifyTypedMember();
    await userEvent.selectOptions(screen.getByLabelText('Service'), 'Another service (type it)');
    await userEvent.type(screen.getByLabelText('Service name'), '  Dressing  ');
    await userEvent.click(screen.getByRole('button', { name: 'Record Visit' }));

    await vi.waitFor(() =>
      expect(engine.recordVisit).toHaveBeenCalledWith(
        expect.objectContaining({ service: 'Dressing' }),
      ),
    );
  });

  it('asks for the service as text when the partner lists none', async () => {
    await verifyTypedMember({ ...OFFER, discountItems: [] });
    expect(screen.getByLabelText('Service')).toHaveValue('');
    expect(screen.getByLabelText('Service').tagName).toBe('INPUT');
  });

  it('never shows a saving beside an amount the rule refuses', async () => {
    const { engine } = await verifyTypedMember();
    await userEvent.selectOptions(screen.getByLabelText('Service'), 'Consultation');
    await userEvent.type(screen.getByLabelText('Bill amount (₹, optional)'), '500');
    const discount = screen.getByLabelText('Discount (%)');
    await userEvent.clear(discount);
    await userEvent.type(discount, '150');

    expect(screen.queryByText(/Member saves/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Record Visit' }));
    expect(screen.getByRole('alert')).toHaveTextContent(DISCOUNT_OUT_OF_RANGE);
    expect(screen.queryByText(/Member saves/)).not.toBeInTheDocument();
    expect(engine.recordVisit).not.toHaveBeenCalled();

    // Fixing the amount takes the error away with it, and the saving shows again.
    await userEvent.clear(discount);
    await userEvent.type(discount, '15');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Member saves ₹75.00')).toBeInTheDocument();
  });

  it('says plainly that a discount with no bill records no saving', async () => {
    const { engine } = await verifyTypedMember();
    expect(screen.getByText(NO_BILL_NO_SAVING)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Service'), 'Consultation');
    await userEvent.click(screen.getByRole('button', { name: 'Record Visit' }));

    await vi.waitFor(() =>
      expect(engine.recordVisit).toHaveBeenCalledWith(
        expect.objectContaining({ discountApplied: 20, savedAmount: 0 }),
      ),
    );
  });

  it('shows the saving instead once the bill is entered', async () => {
    await verifyTypedMember();
    await userEvent.type(screen.getByLabelText('Bill amount (₹, optional)'), '1000');
    expect(screen.queryByText(NO_BILL_NO_SAVING)).not.toBeInTheDocument();
    expect(screen.getByText('Member saves ₹200.00')).toBeInTheDocument();
  });
});

describe('desk mode: the verdict names its outcome', () => {
  const verdictOf = (element: HTMLElement) => element.closest('[data-outcome]');

  async function typeId(member: VerifiedMember) {
    vi.stubGlobal('fetch', async () => json(200, member));
    const { input } = renderPanel();
    await userEvent.type(input, 'MCS-2026-4F9A2C-81D3E7{Enter}');
  }

  async function scanCard(live: () => Promise<Response>) {
    vi.stubGlobal('fetch', live);
    const key = await cachedKey();
    const jws = await signCard(claims(), { kid: key.kid, privateKey: key.privateJwk });
    const { input } = renderPanel();
    await userEvent.click(input);
    await userEvent.paste(jws);
    await userEvent.keyboard('{Enter}');
  }

  it('is announced from a polite live region that is there before any verdict', async () => {
    await typeId(liveMember());
    const region = document.querySelector('[aria-live="polite"]');
    expect(region).not.toBeNull();
    const verdict = await screen.findByLabelText('Verified member');
    expect(verdict.closest('[aria-live="polite"]')).toBe(region);
  });

  it('is green with a decorative ✓ for a valid member', async () => {
    await typeId(liveMember());
    const verdict = await screen.findByLabelText('Verified member');
    expect(verdict).toHaveAttribute('data-outcome', 'valid');
    expect(within(verdict).getByText('✓')).toHaveAttribute('aria-hidden', 'true');
    expect(within(verdict).getByRole('heading')).toHaveAccessibleName('Membership Verified');
  });

  it('is red for a membership the server says is not valid', async () => {
    await typeId(
      liveMember({ valid: false, status: 'Expired', message: 'This membership has expired.' }),
    );
    const heading = await screen.findByText('Membership Not Valid');
    expect(verdictOf(heading)).toHaveAttribute('data-outcome', 'refused');
    expect(within(screen.getByLabelText('Verified member')).getByText('✗')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  it('is red for a failed verification', async () => {
    vi.stubGlobal('fetch', async () => json(404, { message: 'Membership not found' }));
    const { input } = renderPanel();
    await userEvent.type(input, 'MCS-2026-000000{Enter}');
    expect(await screen.findByRole('alert')).toHaveAttribute('data-outcome', 'refused');
  });

  it('is red for a card refused on the device', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('offline')));
    const key = await cachedKey();
    const jws = await signCard(claims({ exp: nowSeconds() - DAY }), {
      kid: key.kid,
      privateKey: key.privateJwk,
    });
    const { input } = renderPanel();
    await userEvent.click(input);
    await userEvent.paste(jws);
    await userEvent.keyboard('{Enter}');
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('Card refused');
    expect(box).toHaveAttribute('data-outcome', 'refused');
  });

  it('is amber for a card checked on this device only, offline', async () => {
    await scanCard(async () => Promise.reject(new TypeError('offline')));
    const checked = await screen.findByText(/Checked on this device \(offline\)/);
    expect(verdictOf(checked)).toHaveAttribute('data-outcome', 'device-only');
  });

  it('turns green for a card once the live status agrees', async () => {
    await scanCard(async () => json(200, liveMember()));
    const matches = await screen.findByText(/Matches the card/);
    expect(verdictOf(matches)).toHaveAttribute('data-outcome', 'valid');
  });

  it('turns red for a card the live record says is cancelled', async () => {
    await scanCard(async () =>
      json(
        200,
        liveMember({
          valid: false,
          status: 'Cancelled',
          message: 'This membership has been cancelled.',
        }),
      ),
    );
    const heading = await screen.findByText('Membership Not Valid');
    expect(verdictOf(heading)).toHaveAttribute('data-outcome', 'refused');
  });

  it('is scrolled into view, the nearest way, when it arrives', async () => {
    const scrolled = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrolled;
    try {
      await typeId(liveMember());
      const verdict = await screen.findByLabelText('Verified member');
      await vi.waitFor(() => expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' }));
      expect(scrolled.mock.contexts).toContain(verdict);
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView');
    }
  });
});
