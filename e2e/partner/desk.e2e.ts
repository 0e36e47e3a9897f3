// The partner's desk against the real server, at a phone's 390x844 and a counter PC's 1280x800:
// sign in as the demo partner, verify the demo member by typed ID and by the card a wedge scanner
// types, refuse an unknown ID, record a visit, each verdict in view, coloured for its outcome, and
// each state of the desk free of axe violations; scan the member's card from a screenshot of
// their counter view, chosen in the file chooser; and with the server stopped, record three
// visits, reload, start the server and find exactly three new visits on it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, BrowserContextOptions, Locator } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { MemberDashboardPage } from '../pages/member-dashboard.ts';
import { PartnerDeskPage } from '../pages/partner-desk-page.ts';
import { axeViolations } from '../support/axe.ts';
import { apiToken, DEMO, useStack, type Stack } from '../support/harness.ts';

const scratch = mkdtempSync(join(tmpdir(), 'mcs-desk-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The demo clinic's standard discount (its offer: 20% on consultation; api/src/seed). */
const DEMO_STANDARD_DISCOUNT = 20;
/** A membership ID in the right shape that no member has. */
const UNKNOWN_ID = 'MCS-2026-000000-000000';
const PHONE = { width: 390, height: 844 };
const COUNTER_PC = { width: 1280, height: 800 };

async function memberCard(stack: Stack): Promise<{ jws: string; membershipId: string }> {
  const token = await apiToken(stack, '/api/auth/login', DEMO.member);
  const res = await stack.api('/api/members/me/card', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { jws: string; membershipId: string };
}

/** The standard discount the demo partner has on the server. */
async function partnerStandardDiscount(stack: Stack): Promise<number | null> {
  const token = await apiToken(stack, '/api/partners/login', DEMO.partner);
  const res = await stack.api('/api/partners/my-discount', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { standardDiscount: number | null }).standardDiscount;
}

/**
 * The picture a member sends the clinic: a screenshot of their phone (390x844, three device
 * pixels a CSS pixel) showing the card's counter view, saved as a PNG file.
 */
async function counterViewScreenshot(stack: Stack): Promise<string> {
  const { context, page } = await stack.newPage({ viewport: PHONE, deviceScaleFactor: 3 });
  try {
    const member = new MemberDashboardPage(page);
    await member.signIn(DEMO.member.email, DEMO.member.password);
    await member.tab('My Subscription').click();
    await member.cardQr().waitFor();
    const { png } = await member.counterScreenshot();
    const path = join(scratch, 'counter-view.png');
    writeFileSync(path, png);
    return path;
  } finally {
    await context.close();
  }
}

async function visitsOnServer(stack: Stack): Promise<number> {
  const token = await apiToken(stack, '/api/partners/login', DEMO.partner);
  const res = await stack.api('/api/partners/partner-visits?page=1&limit=10', {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { pagination: { totalVisits: number } };
  return body.pagination.totalVisits;
}

async function signedInDesk(
  stack: Stack,
  options?: BrowserContextOptions,
): Promise<{ desk: PartnerDeskPage; context: BrowserContext }> {
  const { context, page } = await stack.newPage(options);
  const desk = new PartnerDeskPage(page);
  await desk.openLogin();
  await desk.waitForHeading('Partner Login');
  await desk.signIn(DEMO.partner.email, DEMO.partner.password);
  return { desk, context };
}

/** Where the element is, and the window it should be inside of. */
async function placement(locator: Locator) {
  return { box: await locator.boundingBox(), viewport: locator.page().viewportSize() };
}

/** Scrolling stops at whole pixels, so an element scrolled into view may overhang by a fraction. */
const SUBPIXEL = 1;

function insideViewport({ box, viewport }: Awaited<ReturnType<typeof placement>>): boolean {
  return (
    box !== null &&
    viewport !== null &&
    box.x >= 0 &&
    box.y >= -SUBPIXEL &&
    box.x + box.width <= viewport.width &&
    box.y + box.height <= viewport.height + SUBPIXEL
  );
}

/** The hue (degrees) and spread of a CSS `rgb()`/`rgba()` colour. */
function hueOf(color: string): { hue: number; spread: number } {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const spread = max - Math.min(r, g, b);
  if (spread === 0) return { hue: 0, spread };
  const sector =
    max === r
      ? ((g - b) / spread + 6) % 6
      : max === g
        ? (b - r) / spread + 2
        : (r - g) / spread + 4;
  return { hue: sector * 60, spread };
}

/** Green: a hue between yellow-green and cyan-green, not a grey. */
function isGreen(color: string): boolean {
  const { hue, spread } = hueOf(color);
  return spread >= 8 && hue >= 90 && hue <= 170;
}

/** Red: a hue within 20 degrees of pure red, not a grey. */
function isRed(color: string): boolean {
  const { hue, spread } = hueOf(color);
  return spread >= 8 && (hue <= 20 || hue >= 340);
}

const background = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor);

describe('the partner desk', () => {
  const stack = useStack();

  for (const viewport of [PHONE, COUNTER_PC])
    it(`at ${viewport.width}x${viewport.height}: typed ID, unknown ID and scanned card each get a verdict in view in the colour of its outcome, the partner's discount pre-filled, no axe violation`, async () => {
      const card = await memberCard(stack());
      const standard = await partnerStandardDiscount(stack());
      expect(standard).toBe(DEMO_STANDARD_DISCOUNT);
      const before = await visitsOnServer(stack());
      const { desk } = await signedInDesk(stack(), { viewport });
      const violations: Record<string, string[]> = {};

      // Idle: nothing verified yet.
      await desk.page.getByText(/^Last sync: \d/).waitFor();
      violations.idle = await axeViolations(desk.page);

      // Typed as a partner might: lower case, no dashes.
      await desk.verify(card.membershipId.toLowerCase().replaceAll('-', ''));
      const valid = desk.verdict('valid');
      await valid.getByText('Membership Verified').waitFor();
      expect(await valid.textContent()).toContain(card.membershipId);
      await expect.poll(() => placement(valid)).toSatisfy(insideViewport);
      expect(isGreen(await background(valid))).toBe(true);
      // The clinic's own standard discount, not the card's family discount on the fee.
      expect(await desk.discountShown.textContent()).toBe(`${standard}%`);
      expect(await desk.discountField.inputValue()).toBe(String(standard));
      violations['valid verdict'] = await axeViolations(desk.page);

      // An ID no member has: refused, in red.
      await desk.verify(UNKNOWN_ID);
      const refused = desk.verdict('refused');
      await refused.waitFor();
      expect(await desk.verdict().count()).toBe(1);
      await expect.poll(() => placement(refused)).toSatisfy(insideViewport);
      expect(isRed(await background(refused))).toBe(true);
      violations['refused verdict'] = await axeViolations(desk.page);

      // The card as a wedge scanner types it: checked on the device, then its live status.
      await desk.verify(card.jws);
      await desk.verifiedMember.getByText('Matches the card.', { exact: false }).waitFor();
      const scanned = desk.verdict('valid');
      await scanned.getByText('Membership Verified').waitFor();
      expect(await scanned.textContent()).toContain(card.membershipId);
      await expect.poll(() => placement(scanned)).toSatisfy(insideViewport);
      expect(isGreen(await background(scanned))).toBe(true);
      expect(await desk.discountField.inputValue()).toBe(String(standard));

      // Record Visit filled in, then recorded.
      await desk.page.getByLabel('Service').selectOption('Consultation');
      await desk.page.getByLabel('Bill amount (₹, optional)').fill('800');
      violations['Record Visit'] = await axeViolations(desk.page);
      await desk.page.getByRole('button', { name: 'Record Visit' }).click();
      await desk.toast('Visit Recorded').waitFor();
      expect(await desk.idField.inputValue()).toBe('');
      expect(await visitsOnServer(stack())).toBe(before + 1);
      violations['visit recorded'] = await axeViolations(desk.page);

      // The clinic's day: the visit just recorded counts in Today.
      const today = desk.page.getByRole('region', { name: 'Today' });
      await expect
        .poll(async () =>
          Number(await today.locator('dt:has-text("Visits today") + dd').textContent()),
        )
        .toBeGreaterThanOrEqual(1);

      // Its history finds the member by ID, and the tab passes axe.
      await desk.page.getByRole('tab', { name: /^Recent Visits/ }).click();
      await desk.page.getByLabel('Search visits').fill(card.membershipId);
      await desk.page.locator('[data-testid="visit"]').first().waitFor();
      await expect
        .poll(() => desk.page.locator('[data-testid="visit"]').allTextContents())
        .toSatisfy(
          (rows: string[]) => rows.length > 0 && rows.every((r) => r.includes(card.membershipId)),
        );
      violations['Recent Visits'] = await axeViolations(desk.page);

      // Every control a finger uses is at least 44 px each way.
      const small = await desk.page.evaluate(() =>
        Array.from(
          document.querySelectorAll(
            'main button, main input, main select, main [role="tab"], main a',
          ),
        )
          .filter((el) => (el as HTMLElement).offsetParent !== null)
          .map((el) => ({ el, box: el.getBoundingClientRect() }))
          .filter(({ el, box }) => {
            // A checkbox or radio counts by its label, which takes the press.
            const input = el as HTMLInputElement;
            if (input.type === 'checkbox' || input.type === 'radio') return false;
            return box.width < 44 || box.height < 44;
          })
          .map(
            ({ el, box }) =>
              `${el.tagName} "${el.textContent?.trim() || el.getAttribute('aria-label') || el.id}" ${Math.round(box.width)}x${Math.round(box.height)}`,
          ),
      );
      expect(small).toEqual([]);

      // The sound switch is remembered on the device.
      await desk.page.getByRole('tab', { name: 'Verify Membership' }).click();
      await desk.page.getByRole('button', { name: 'Sound on' }).click();
      await desk.page.getByRole('button', { name: 'Sound off' }).waitFor();
      await desk.page.reload();
      await desk.page.getByRole('button', { name: 'Sound off' }).waitFor();

      expect(violations).toEqual({
        idle: [],
        'valid verdict': [],
        'refused verdict': [],
        'Record Visit': [],
        'visit recorded': [],
        'Recent Visits': [],
      });
    });

  it("reads the member's card from a screenshot of their counter view, verified on the device with the live status after", async () => {
    const { jws, membershipId } = await memberCard(stack());
    const screenshot = await counterViewScreenshot(stack());
    const { desk } = await signedInDesk(stack());
    // The desk needs the card keys on the device: the sync loop pulls them on start.
    await desk.page.waitForFunction(async () => {
      const open = indexedDB.open('mcs');
      const db = await new Promise<IDBDatabase>(
        (resolve) => (open.onsuccess = () => resolve(open.result)),
      );
      const count = db.transaction('jwks').objectStore('jwks').count();
      return new Promise<boolean>((resolve) => (count.onsuccess = () => resolve(count.result > 0)));
    });

    await desk.scanImage(screenshot);
    // Whatever the desk answers (a refusal, an unreadable image) fails the test with its words.
    await desk.verifiedMember.or(desk.page.getByRole('alert')).first().waitFor();
    const refusal = desk.page.getByRole('alert');
    if (await refusal.isVisible()) expect(await refusal.textContent()).toBe('');
    await desk.verifiedMember.getByText('Membership Verified').waitFor();
    expect(await desk.verifiedMember.textContent()).toContain(membershipId);
    await desk.page.getByText('Matches the card.', { exact: false }).waitFor();
    expect(await desk.idField.inputValue()).toBe(jws);
  });

  it('records three visits with the server stopped, survives a reload, and the server gets exactly three', async () => {
    const { jws, membershipId } = await memberCard(stack());
    const before = await visitsOnServer(stack());
    const { desk } = await signedInDesk(stack());
    await desk.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await desk.page.waitForFunction(async () => {
      const open = indexedDB.open('mcs');
      const db = await new Promise<IDBDatabase>(
        (resolve) => (open.onsuccess = () => resolve(open.result)),
      );
      const count = db.transaction('jwks').objectStore('jwks').count();
      return new Promise<boolean>((resolve) => (count.onsuccess = () => resolve(count.result > 0)));
    });

    await stack().stopServer();
    try {
      for (let visit = 1; visit <= 3; visit += 1) {
        // A wedge scanner types the whole card into the field and presses Enter.
        await desk.verify(jws);
        await desk.verifiedMember.getByText(/Checked on this device \(offline\)/).waitFor();
        // Offline too, the desk gives the discount it kept for its partner.
        expect(await desk.discountField.inputValue()).toBe('20');
        await desk.recordVisit();
        // The same card again within 10 minutes: the desk asks first.
        if (visit > 1)
          await desk.page.getByRole('dialog').getByRole('button', { name: 'Record again' }).click();
        const waiting = visit === 1 ? '1 visit waiting' : `${visit} visits waiting`;
        await desk.waitingCount.getByText(waiting).waitFor();
        await desk.toast('Visit Saved Offline').first().waitFor();
        // The browser still believes it is online; the desk knows the server is gone.
        if (visit === 1) {
          expect(await desk.page.evaluate(() => navigator.onLine)).toBe(true);
          await desk.connection.getByText('No connection to the server').waitFor();
        }
      }
      expect(await desk.waitingCount.textContent()).toBe('3 visits waiting');

      // A reload with the server gone: the shell, the session and the outbox come from the device,
      // and the figures the server last gave stay, saying when they are from.
      await desk.page.reload();
      await desk.waitForHeading('Partner Dashboard');
      await desk.page.getByTestId('sync-waiting').getByText('3 visits waiting').waitFor();
      await desk.page.getByText(/Last figures from the server, as of/).waitFor();
      // The scanner is not in the precache (members never scan): the desk fetched it while
      // online, so it opens with the server gone.
      await desk.page.getByRole('button', { name: 'Scan card' }).click();
      await desk.page.getByText('Choose image of card', { exact: true }).waitFor();
      await desk.page.getByRole('button', { name: 'Close scanner' }).click();

      // A returning member's typed ID is checked on this device against the card it scanned
      // (amber: no server word); an ID it has never seen asks for the card, never a red failure.
      await desk.verify(membershipId.toLowerCase().replaceAll('-', ''));
      await desk.verdict('device-only').waitFor();
      await desk.verifiedMember.getByText(/Checked on this device \(offline\)/).waitFor();
      expect(await desk.verifiedMember.textContent()).toContain(membershipId);
      expect(await axeViolations(desk.page)).toEqual([]);
      await desk.verify('MCS-2026-000000-000000');
      await desk
        .verdict('device-only')
        .getByText("Can't check a typed ID offline: scan the member's card")
        .waitFor();
      expect(await desk.page.getByText('Verification Failed').count()).toBe(0);
      expect(await axeViolations(desk.page)).toEqual([]);
    } finally {
      await stack().startServer();
    }
    await desk.syncNow();
    await desk.page.getByTestId('sync-waiting').getByText('0 visits waiting').waitFor();
    await desk.connection.getByText('Online', { exact: true }).waitFor();
    expect(await visitsOnServer(stack())).toBe(before + 3);
  });
});
