// The member's pocket on a 390x844 phone: the installed app opens on the card with its QR in the
// first screen, the counter view says what the desk reads, the directory's first result and its
// Call and Directions links are in the first screen, and with the server gone a reload still shows
// the card, the visits with their savings and the subscription "as of" when the phone saved them;
// logout asks first, and keeping the card keeps it. axe finds nothing on each of those screens.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberDashboardPage } from '../pages/member-dashboard.ts';
import { axeViolations } from '../support/axe.ts';
import { DEMO, startStack, type Stack } from '../support/harness.ts';
import { countStored } from '../support/stored.ts';

const PHONE = { width: 390, height: 844 };

/** The element's box lies inside the phone's first screen. */
async function inFirstScreen(page: Page, selector: string): Promise<boolean> {
  const box = await page.locator(selector).first().boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height;
}

/** The demo seed's member (api/src/seed/demo-people.ts). */
const DEMO_MEMBER_NAME = 'Ananya Krishnan';

interface Manifest {
  start_url: string;
  shortcuts?: { name: string; url: string }[];
}

describe("the member's pocket", () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('opens on the card, finds a clinic with a thumb, and stays true with the server gone', async () => {
    const manifest = (await (await stack.api('/manifest.webmanifest')).json()) as Manifest;
    const shortcut = manifest.shortcuts?.find((s) => s.name === 'Show card');
    expect(shortcut).toBeDefined();

    const { page } = await stack.newPage({ viewport: PHONE });
    const dashboard = new MemberDashboardPage(page);
    await dashboard.signIn(DEMO.member.email, DEMO.member.password);

    // The installed app's start address opens on the card, its QR inside the first screen.
    await page.goto(manifest.start_url);
    await dashboard.cardQr().waitFor();
    expect(await dashboard.tab('My Subscription').getAttribute('aria-selected')).toBe('true');
    expect(await inFirstScreen(page, '[data-testid="card-qr"]')).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // The "Show card" shortcut opens the counter view: what the person at the desk reads.
    await page.goto(shortcut!.url);
    const counter = page.getByRole('dialog', { name: 'Membership card for the counter' });
    await counter.getByTestId('counter-qr').waitFor();
    for (const text of [/Valid until \d{2}\/\d{2}\/\d{4}/, /\d+ (people|person) covered/])
      await counter.getByText(text).first().waitFor();
    await counter.getByText('Card not scanning? Read out this ID').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await counter.waitFor({ state: 'detached' });

    // Find Partners: with the filters folded into one row, the first clinic is in the first
    // screen, and each clinic can be called and found on a map.
    await dashboard.tab('Find Partners').click();
    await dashboard.waitForResults();
    await page.locator('.partner-card').first().waitFor();
    expect(await inFirstScreen(page, '.partner-card')).toBe(true);
    const cards = page.locator('.partner-card');
    for (let i = 0; i < Math.min(3, await cards.count()); i += 1) {
      const card = cards.nth(i);
      expect(await card.getByRole('link', { name: /^Call / }).getAttribute('href')).toMatch(
        /^tel:\+91\d{10}$/,
      );
      expect(
        await card.getByRole('link', { name: /^Directions to / }).getAttribute('href'),
      ).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    }
    expect(await axeViolations(page)).toEqual([]);

    // The phone has kept the card and a copy of the account before the server goes.
    await expect.poll(() => countStored(page, 'card'), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => countStored(page, 'memberKept'), { timeout: 20_000 }).toBe(1);
    await stack.stopServer();
    try {
      await page.goto(manifest.start_url);
      await dashboard.cardQr().waitFor();
      expect(await inFirstScreen(page, '[data-testid="card-qr"]')).toBe(true);
      await page
        .getByTestId('working-offline')
        .getByText(/Working offline: showing what this phone saved/)
        .waitFor();
      for (const heading of ['Subscription Details', 'Your Savings'])
        await page.getByRole('heading', { name: heading }).waitFor();
      await page.getByText('Fee paid').waitFor();
      await page
        .getByText(/Saved on this phone as of/)
        .first()
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // Recent Visits: the demo member's three visits, each with its bill and saving; never the
      // empty state that would claim there are none.
      await dashboard.tab('Recent Visits').click();
      const visits = page.locator('.visit-item');
      await expect.poll(() => visits.count()).toBe(3);
      for (let i = 0; i < 3; i += 1) {
        const text = (await visits.nth(i).textContent()) ?? '';
        expect(text).toMatch(/Bill/);
        expect(text).toMatch(/₹/);
      }
      await page
        .getByText(/Saved on this phone as of/)
        .first()
        .waitFor();
      expect(await page.getByText('No visits recorded yet').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);

      // Logout asks first, says signing in again needs the network, and keeping the card keeps it.
      await page.getByRole('button', { name: 'Logout' }).click();
      const ask = page.getByRole('dialog', { name: 'Log out of this phone?' });
      await ask.getByText(/signing in again needs the network/).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await ask.getByRole('button', { name: 'Keep my card' }).click();
      await ask.waitFor({ state: 'detached' });
      expect(await countStored(page, 'card')).toBe(1);
      await dashboard.tab('My Subscription').click();
      await dashboard.cardQr().waitFor();
    } finally {
      await stack.startServer();
    }
  });

  it("keeps the member's whole name in the bar of a 360 px phone, with every control in reach", async () => {
    const { page } = await stack.newPage({ viewport: { width: 360, height: 740 } });
    const dashboard = new MemberDashboardPage(page);
    await dashboard.signIn(DEMO.member.email, DEMO.member.password);
    // The bar at its fullest: the card on the device ('Show card') and the browser's install
    // offer ('Install app'), which Chromium makes only for a real install, so it is played here.
    await page.getByRole('button', { name: 'Show card' }).waitFor();
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt'), {
        prompt: () => Promise.resolve(),
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(offer);
    });
    await page.getByRole('button', { name: 'Install app' }).waitFor();

    const name = page.locator('.member-nav .member-name');
    expect(await name.textContent()).toBe(DEMO_MEMBER_NAME);
    expect(
      await name.evaluate((el) => ({
        clipped: el.scrollWidth > el.clientWidth,
        shown: el.clientWidth > 0,
      })),
    ).toEqual({ clipped: false, shown: true });
    // No sideways scroll, and every control of the bar is a thumb's 44 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    const controls = page.locator('.member-nav a, .member-nav button, .member-nav select');
    for (let i = 0; i < (await controls.count()); i += 1) {
      const box = await controls.nth(i).boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(box?.width).toBeGreaterThanOrEqual(44);
    }
    // The brand is still named for a screen reader.
    await page.getByRole('link', { name: 'MediCostSaver' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
