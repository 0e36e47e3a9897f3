// The card's QR as a counter sees it: a screenshot of the demo member's counter view on a phone,
// decoded. Its version is what decides whether a desk's camera reads it at the first try: the
// desk's decoder gets about 300 px of the scan box, and a code of more than 57 modules a side
// (version 10) leaves too few pixels a module.
import { describe, expect, it } from 'vitest';
import { MemberDashboardPage } from '../pages/member-dashboard.ts';
import { apiToken, DEMO, useStack } from '../support/harness.ts';

/** The largest QR version the card may need: 57 modules a side. */
const MAX_CARD_QR_VERSION = 10;

describe("the member's card at the counter", () => {
  const stack = useStack();

  it('is a compact card in a QR code of version 10 or lower, read from a screenshot of the counter view', async () => {
    const token = await apiToken(stack(), '/api/auth/login', DEMO.member);
    const res = await stack().api('/api/members/me/card', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const card = (await res.json()) as { jws: string };

    // A 390 px phone at three device pixels a CSS pixel: the screenshot a member would send.
    const { page } = await stack().newPage({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
    });
    const member = new MemberDashboardPage(page);
    await member.signIn(DEMO.member.email, DEMO.member.password);
    await member.tab('My Subscription').click();
    await member.cardQr().waitFor();
    const { qr } = await member.counterScreenshot();

    expect(qr).not.toBeNull();
    expect(qr!.text.startsWith('MCS1:')).toBe(true);
    expect(qr!.text).toBe(card.jws);
    expect(qr!.version).toBeLessThanOrEqual(MAX_CARD_QR_VERSION);
  });
});
