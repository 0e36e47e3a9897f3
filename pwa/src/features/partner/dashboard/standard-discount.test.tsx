import { render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STANDARD_DISCOUNT_MESSAGE } from '@mcs/shared';
import type { PartnerDiscount } from '@mcs/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WithQueries } from '../../../api/query-test-kit.tsx';
import { forgetOffer, rememberOffer, storedOffer, usePartnerOffer } from './partner-offer.ts';
import { SAVE_NEEDS_CONNECTION, StandardDiscountForm } from './standard-discount-form.tsx';

const OFFER: PartnerDiscount = {
  name: 'Sunrise Clinic',
  standardDiscount: 20,
  discountAmount: '20% on consultation',
  discountItems: ['Consultation'],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the partner's offer kept on the device", () => {
  it('is given back to the same partner only, and forgotten at logout', () => {
    rememberOffer('7', OFFER);
    expect(storedOffer('7')).toEqual(OFFER);
    expect(storedOffer('8')).toBeUndefined();
    forgetOffer();
    expect(storedOffer('7')).toBeUndefined();
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem('mcs.partnerOffer', '{"partnerId":"7","offer":{"standardDiscount":"20"}}');
    expect(storedOffer('7')).toBeUndefined();
    localStorage.setItem('mcs.partnerOffer', 'not json');
    expect(storedOffer('7')).toBeUndefined();
  });

  it("keeps the server's answer, and gives it when the server cannot be reached", async () => {
    vi.stubGlobal('fetch', async () => json(200, OFFER));
    const online = renderHook(() => usePartnerOffer('token-1', '7'), { wrapper: WithQueries });
    await waitFor(() => expect(online.result.current).toEqual(OFFER));
    await waitFor(() => expect(storedOffer('7')).toEqual(OFFER));
    online.unmount();

    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    // The failed load is logged; not this test's concern.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const offline = renderHook(() => usePartnerOffer('token-2', '7'), { wrapper: WithQueries });
    expect(offline.result.current).toEqual(OFFER);
  });
});

describe('changing the standard discount from the dashboard', () => {
  function renderForm(offer: PartnerDiscount | undefined = OFFER) {
    render(
      <WithQueries>
        <StandardDiscountForm token="token-1" offer={offer} />
      </WithQueries>,
    );
    return screen.getByLabelText('Standard discount (%)');
  }

  it('shows the one set, and saves a new one for the partner', async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) =>
      json(200, { ...OFFER, standardDiscount: JSON.parse(String(init.body)).standardDiscount }),
    );
    vi.stubGlobal('fetch', fetch);
    const input = renderForm();
    expect(input).toHaveValue('20');
    expect(screen.getByText(/^20% for every member/)).toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.type(input, '25');
    await userEvent.click(screen.getByRole('button', { name: 'Save discount' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Saved: 25% for every member.');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toContain('/api/partners/my-discount');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ standardDiscount: 25 });
  });

  it('refuses what is not a percentage from 0 to 100 before anything is sent', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const input = renderForm();
    await userEvent.clear(input);
    await userEvent.type(input, '120');
    await userEvent.click(screen.getByRole('button', { name: 'Save discount' }));

    expect(input).toHaveAccessibleDescription(STANDARD_DISCOUNT_MESSAGE);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says a partner with none set that the desk cannot fill one in', () => {
    renderForm({ ...OFFER, standardDiscount: null });
    expect(screen.getByText(/^Not set yet/)).toBeInTheDocument();
  });

  it('says it needs a connection when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save discount' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SAVE_NEEDS_CONNECTION);
  });
});
