import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_CARD_ISSUER, generateCardKey, newCardRid, signCard } from '@mcs/shared';
import { editCoseCard } from '@mcs/shared/card/testing';
import type { CardClaims, PartnerDiscount, VerifiedMember } from '@mcs/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, setLanguageNow } from '../../../i18n';
import { offlineDb, type SyncEngine } from '../../../offline/index.ts';
import { partnerSessionToken } from '../../../offline/offline-test-kit.ts';
import { ToastProvider } from '../../../ui/toast.tsx';
import { VerifyPanel } from './verify-panel.tsx';

const TOKEN = partnerSessionToken('7');
const DAY = 86_400;
const nowSeconds = () => Math.floor(Date.now() / 1000);
/** 1 December 2026, noon in India: a date every locale writes the same day. */
const VALID_UNTIL = '2026-12-01T06:30:00.000Z';

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

function member(overrides: Partial<VerifiedMember> = {}): VerifiedMember {
  return {
    name: 'Asha Verma',
    membershipId: 'MCS-2026-4F9A2C-81D3E7',
    plan: 'Annual',
    discount: '20%',
    standardDiscount: 20,
    validUntil: VALID_UNTIL,
    familyMembers: 1,
    familyDetails: [{ name: 'Ravi Verma', age: 40, gender: 'Male', relationship: 'Spouse' }],
    status: 'Active',
    valid: true,
    message: 'Membership verified.',
    ...overrides,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function fakeEngine(): SyncEngine {
  return {
    start: vi.fn(),
    stop: vi.fn(),
    failures: 0,
    syncNow: vi.fn(async () => ({ ok: true, sent: 1, rejected: 0, pending: 0, catchingUp: false })),
    recordVisit: vi.fn(),
  };
}

const OFFER: PartnerDiscount = {
  name: 'Sunrise Clinic',
  standardDiscount: 20,
  discountAmount: '20% on consultation',
  discountItems: ['Consultation', 'ECG'],
};

function renderDesk() {
  render(
    <ToastProvider>
      <VerifyPanel token={TOKEN} engine={fakeEngine()} offer={OFFER} onRecorded={vi.fn()} />
    </ToastProvider>,
  );
  return screen.getByLabelText('सदस्यता ID या कार्ड');
}

/** Text with Latin letters in it: a word of the desk left in English (IDs and names aside). */
const latinWords = (text: string, allowed: readonly string[]) =>
  allowed.reduce((rest, word) => rest.replaceAll(word, ''), text).match(/[A-Za-z]{2,}/g) ?? [];

beforeEach(async () => {
  localStorage.clear();
  const db = offlineDb();
  await Promise.all([db.jwks.clear(), db.revocations.clear(), db.seenCards.clear()]);
  await changeLanguage('hi');
});

afterEach(() => {
  // Unmounted first: the screens would otherwise render again in English as it is reset.
  cleanup();
  setLanguageNow('en');
  vi.unstubAllGlobals();
});

describe('the desk in Hindi', () => {
  it('shows a valid member in Hindi: the verdict, its facts, the family and the date', async () => {
    vi.stubGlobal('fetch', async () => json(200, member()));
    const input = renderDesk();
    await userEvent.type(input, 'MCS-2026-4F9A2C-81D3E7{Enter}');

    const verdict = await screen.findByRole('group', { name: 'जाँचा गया सदस्य' });
    expect(verdict).toHaveAttribute('data-outcome', 'valid');
    expect(within(verdict).getByRole('heading')).toHaveTextContent('सदस्यता मान्य है');
    expect(within(verdict).getByText('कब तक मान्य').nextElementSibling).toHaveTextContent(
      '01/12/2026',
    );
    expect(within(verdict).getByText('तय छूट').nextElementSibling).toHaveTextContent('20%');
    expect(within(verdict).getByText('(पति/पत्नी)')).toBeInTheDocument();
    // Only the member's own data (names, plan, ID) stays in Latin letters.
    expect(
      latinWords(verdict.textContent ?? '', ['Asha Verma', 'Ravi Verma', 'Annual', 'MCS', 'ID']),
    ).toEqual([]);
  });

  it('refuses an altered card in Hindi, saying why and what to do', async () => {
    const key = await generateCardKey();
    await offlineDb().jwks.put(key.publicJwk);
    const card = await signCard(claims(), { kid: key.kid, privateKey: key.privateJwk });
    const altered = editCoseCard(card, (c) => ({ ...c, exp: c.exp + 365 * DAY }));
    vi.stubGlobal('fetch', async () => json(200, member()));
    const input = renderDesk();
    await userEvent.click(input);
    await userEvent.paste(altered);
    await userEvent.keyboard('{Enter}');

    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveAttribute('data-outcome', 'refused');
    expect(refusal).toHaveTextContent('कार्ड नामंज़ूर');
    expect(refusal).toHaveTextContent('जारी होने के बाद इस कार्ड में बदलाव किया गया है। छूट न दें।');
    expect(screen.queryByRole('form', { name: 'विज़िट दर्ज करें' })).not.toBeInTheDocument();
  });

  it('says in Hindi when the card ended, with its date, for an expired card', async () => {
    const key = await generateCardKey();
    await offlineDb().jwks.put(key.publicJwk);
    const ended = Date.parse(VALID_UNTIL) / 1000 - 400 * DAY;
    const card = await signCard(claims({ exp: ended, iat: ended - 300 * DAY }), {
      kid: key.kid,
      privateKey: key.privateJwk,
    });
    const input = renderDesk();
    await userEvent.click(input);
    await userEvent.paste(card);
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'यह सदस्यता 27/10/2025 को समाप्त हो गई।',
    );
  });

  it("gives the server's refusal of an expired membership in Hindi, with no Record Visit", async () => {
    vi.stubGlobal('fetch', async () =>
      json(
        200,
        member({
          valid: false,
          status: 'Expired',
          standardDiscount: 0,
          message: 'This membership expired on 1 Dec 2026. No discount can be given.',
        }),
      ),
    );
    const input = renderDesk();
    await userEvent.type(input, 'MCS-2026-4F9A2C-81D3E7{Enter}');

    const verdict = await screen.findByRole('alert');
    expect(verdict).toHaveAttribute('data-outcome', 'refused');
    expect(verdict).toHaveTextContent('सदस्यता मान्य नहीं है');
    expect(verdict).toHaveTextContent(
      'यह सदस्यता 01/12/2026 को समाप्त हो गई। कोई छूट नहीं दी जा सकती।',
    );
    expect(verdict).not.toHaveTextContent('No discount');
    expect(within(verdict).getByText('तय छूट').nextElementSibling).toHaveTextContent('कोई छूट नहीं');
    expect(screen.queryByRole('form', { name: 'विज़िट दर्ज करें' })).not.toBeInTheDocument();
  });

  it('asks in Hindi for the service and a discount from 0 to 100, and shows the saving in rupees', async () => {
    vi.stubGlobal('fetch', async () => json(200, member()));
    const input = renderDesk();
    await userEvent.type(input, 'MCS-2026-4F9A2C-81D3E7{Enter}');
    const form = await screen.findByRole('form', { name: 'विज़िट दर्ज करें' });

    expect(within(form).getByLabelText('मरीज़')).toHaveDisplayValue('Asha Verma (कार्डधारक)');
    expect(within(form).getByRole('option', { name: 'Ravi Verma (पति/पत्नी)' })).toBeInTheDocument();
    expect(within(form).getByLabelText('छूट (%)')).toHaveValue('20');

    await userEvent.click(within(form).getByRole('button', { name: 'विज़िट दर्ज करें' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('सेवा चुनें या लिखें।');

    await userEvent.selectOptions(within(form).getByLabelText('सेवा'), 'Consultation');
    await userEvent.type(within(form).getByLabelText('बिल की रकम (₹, ज़रूरी नहीं)'), '1500');
    expect(within(form).getByText('सदस्य की बचत ₹300')).toBeInTheDocument();

    const discount = within(form).getByLabelText('छूट (%)');
    await userEvent.clear(discount);
    await userEvent.type(discount, '150');
    await userEvent.click(within(form).getByRole('button', { name: 'विज़िट दर्ज करें' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('छूट 0% से 100% के बीच होनी चाहिए।');
  });
});

describe('the desk in Bengali', () => {
  it('shows a valid member in Bengali, the date in Bengali digits', async () => {
    await changeLanguage('bn');
    vi.stubGlobal('fetch', async () => json(200, member()));
    render(
      <ToastProvider>
        <VerifyPanel token={TOKEN} engine={fakeEngine()} offer={OFFER} onRecorded={vi.fn()} />
      </ToastProvider>,
    );
    await userEvent.type(
      screen.getByLabelText('সদস্যপদ ID বা কার্ড'),
      'MCS-2026-4F9A2C-81D3E7{Enter}',
    );

    const verdict = await screen.findByRole('group', { name: 'যাচাই করা সদস্য' });
    expect(within(verdict).getByRole('heading')).toHaveTextContent('সদস্যপদ বৈধ');
    expect(within(verdict).getByText('বৈধ পর্যন্ত').nextElementSibling).toHaveTextContent(
      '০১/১২/২০২৬',
    );
    expect(screen.getByRole('form', { name: 'ভিজিট লিখুন' })).toBeInTheDocument();
  });
});
