// A member signs in at /login (members sign in with email or phone and a password) with the
// demo account the seed prints, and a wrong password shows the server's own answer.
import { describe, expect, it } from 'vitest';
import { MemberLoginPage } from '../pages/member-login-page.ts';
import { DEMO, useStack } from '../support/harness.ts';

describe('member sign-in', () => {
  const stack = useStack();

  it('takes the demo member to the dashboard with the session stored', async () => {
    const login = new MemberLoginPage((await stack().newPage()).page);
    await login.open();
    await login.waitForHeading('Member Login');
    await login.signIn(DEMO.member.email, DEMO.member.password);
    await login.waitForPath('/dashboard');
    expect(login.pathname).toBe('/dashboard');

    const token = await login.storedToken();
    expect(token).toBeTruthy();
    // The stored token is this member's session, not just any string.
    const me = await stack().api('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: DEMO.member.email });
  });

  it('gives "Forgot password?" a tap target a finger can hit on a phone', async () => {
    const login = new MemberLoginPage(
      (await stack().newPage({ viewport: { width: 390, height: 844 } })).page,
    );
    await login.open();
    await login.waitForHeading('Member Login');
    expect(await login.forgotLinkHeight()).toBeGreaterThanOrEqual(44);
  });

  it("stays on the form with the server's message when the password is wrong", async () => {
    const login = new MemberLoginPage((await stack().newPage()).page);
    await login.open();
    await login.waitForHeading('Member Login');
    await login.signIn(DEMO.member.email, 'not-the-password');
    expect(await login.error()).toBe('Invalid email/phone or password.');
    expect(login.pathname).toBe('/login');
    expect(await login.storedToken()).toBeNull();
  });
});
