import { verifyCard, type Jwks } from '@mcs/shared/card';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberDashboardPage } from '../pages/member-dashboard.ts';
import { DEMO, startStack, type Stack } from '../support/harness.ts';
import { countStored } from '../support/stored.ts';

describe('the member app', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('finds partners, shows a card whose QR verifies, keeps working with the server gone, and logout leaves no card', async () => {
    // A phone's screen: 390 CSS pixels wide at three device pixels each, as the counter's camera sees it.
    const { page } = await stack.newPage({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
    });
    const dashboard = new MemberDashboardPage(page);
    await dashboard.signIn(DEMO.member.email, DEMO.member.password);
    await expect.poll(() => dashboard.heading().textContent()).toMatch(/^Welcome back, \S/);

    // Search and filter, in the sheet the phone's row of filter chips opens.
    await dashboard.waitForResults();
    const everyone = await dashboard.foundCount();
    expect(everyone).toBeGreaterThan(10);
    await dashboard.openFilters();
    await dashboard.serviceType().selectOption('dentist');
    await dashboard.showResults();
    await expect.poll(() => dashboard.foundCount()).toBeLessThan(everyone);
    await expect
      .poll(() => page.locator('.partner-card .muted').allTextContents())
      .toSatisfy((types: string[]) => types.length > 0 && types.every((t) => t === 'Dentists'));
    await dashboard.openFilters();
    await dashboard.serviceType().selectOption('all');
    await dashboard.state().fill('karna');
    await dashboard.pickSuggestion('Karnataka');
    await dashboard.showResults();
    await expect.poll(() => dashboard.foundCount()).toBeLessThan(everyone);
    await dashboard.openFilters();
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await dashboard.showResults();
    await expect.poll(() => dashboard.foundCount()).toBe(everyone);

    // Page.
    await dashboard.waitForResults();
    const firstPage = await dashboard.partnerNames();
    expect(await dashboard.showingText().textContent()).toBe(`Showing 10 of ${everyone} partners`);
    await dashboard.pageButton(2).click();
    // Page 2 is current once its answer is in; the list may empty itself while it loads.
    await expect.poll(() => dashboard.pageButton(2).getAttribute('aria-current')).toBe('page');
    const secondPageShown = async () => {
      const names = await dashboard.partnerNames();
      return names.length === 10 && names.join('|') !== firstPage.join('|');
    };
    await expect.poll(secondPageShown).toBe(true);

    // The card's QR is the signed card: it verifies against the served keys, as a desk checks it,
    // and names the membership ID on screen.
    await dashboard.tab('My Subscription').click();
    await dashboard.cardQr().waitFor();
    const shownId = (await dashboard.cardMembershipId().textContent())?.trim();
    expect(shownId).toMatch(/^MCS-/);
    const jws = await dashboard.decodeCardQr();
    expect(jws).not.toBeNull();
    const jwks = (await (await stack.api('/.well-known/jwks.json')).json()) as Jwks;
    const verdict = await verifyCard(jws!, { jwks, revokedRids: new Set() });
    expect(verdict).toMatchObject({ ok: true, member: { membershipId: shownId } });

    // 'Download Digital Card' saves a PNG whose QR code is the same signed card.
    expect(await dashboard.downloadedCardQr()).toBe(jws);

    // The server goes away once the directory is on the device; after a reload the card and the
    // directory still answer.
    await expect.poll(() => countStored(page, 'directory'), { timeout: 20_000 }).toBe(everyone);
    await stack.stopServer();
    await page.reload();
    await dashboard.tab('My Subscription').click();
    await dashboard.cardQr().waitFor();
    expect((await dashboard.cardMembershipId().textContent())?.trim()).toBe(shownId);
    expect(await dashboard.decodeCardQr()).toBe(jws);
    await dashboard.tab('Find Partners').click();
    await page.getByText(/showing partners saved on this device/).waitFor();
    await dashboard.waitForResults();
    expect(await dashboard.foundCount()).toBe(everyone);
    await dashboard.openFilters();
    await dashboard.serviceType().selectOption('dentist');
    await dashboard.showResults();
    await expect.poll(() => dashboard.foundCount()).toBeLessThan(everyone);
    await dashboard.openFilters();
    await dashboard.serviceType().selectOption('all');
    await dashboard.state().fill('karna');
    await dashboard.pickSuggestion('Karnataka');
    await dashboard.showResults();
    await expect.poll(() => dashboard.foundCount()).toBeLessThan(everyone);

    // Logout takes the card off the device, with or without the server.
    await dashboard.logout();
    expect(await countStored(page, 'card')).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/dashboard');
    await dashboard.tab('My Subscription').click();
    await page.getByText('Please login to view subscription details').waitFor();
  });
});
