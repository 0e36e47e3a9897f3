// The demo partner changes their password from the dashboard against the real server: the desk
// stays signed in with the session the server answers, a session opened elsewhere with the old
// password is ended, the old password no longer signs in, and the new one does.
import { describe, expect, it } from 'vitest';
import { PartnerDeskPage } from '../pages/partner-desk-page.ts';
import { PartnerPasswordPage } from '../pages/partner-password-page.ts';
import { apiToken, DEMO, useStack } from '../support/harness.ts';

const NEW_PASSWORD = 'Lotus clinic 2026';

describe("the partner's change of password", () => {
  const stack = useStack();

  /** The status of a desk call made with `token`: 200 while its session lasts, 401 after. */
  async function statsStatus(token: string): Promise<number> {
    const res = await stack().api('/api/partners/partner-stats', {
      headers: { authorization: `Bearer ${token}` },
    });
    return res.status;
  }

  async function signInStatus(password: string): Promise<number> {
    const res = await stack().api('/api/partners/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.partner.email, password }),
    });
    return res.status;
  }

  it('changes it from the dashboard, ends the other sessions and signs in with the new one', async () => {
    // Another counter's desk, signed in with the old password before the change.
    const otherDesk = await apiToken(stack(), '/api/partners/login', DEMO.partner);
    expect(await statsStatus(otherDesk)).toBe(200);

    const { page } = await stack().newPage();
    const desk = new PartnerDeskPage(page);
    await desk.openLogin();
    await desk.signIn(DEMO.partner.email, DEMO.partner.password);

    const password = new PartnerPasswordPage(page);
    await password.openFromDashboard();
    await password.change(DEMO.partner.password, NEW_PASSWORD);
    await password.changed.waitFor();

    // Every session of the account ended on the server; this desk holds the new one.
    expect(await statsStatus(otherDesk)).toBe(401);
    const kept = await page.evaluate(() => localStorage.getItem('partnerToken'));
    expect(kept).not.toBeNull();
    expect(await statsStatus(kept!)).toBe(200);
    expect(await signInStatus(DEMO.partner.password)).toBe(401);

    // Back on the desk with that session, then out, and in again with the new password.
    await password.backToDashboard();
    await page.getByRole('button', { name: 'Logout' }).click();
    await desk.waitForPath('/partner/login');
    await desk.signIn(DEMO.partner.email, NEW_PASSWORD);
    expect(desk.pathname).toBe('/partner/dashboard');
  });
});
