// The partner's desk against the real server: sign in as the demo partner, verify the demo member
// by typed ID and record a visit; scan the member's card from an image (a screenshot sent by the
// member); and with the server stopped, record three visits, reload, start the server and find
// exactly three new visits on it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import QRCode from 'qrcode';
import { afterAll, describe, expect, it } from 'vitest';
import { PartnerDeskPage } from '../pages/partner-desk-page.ts';
import { deskDecoderReads, qrPicture } from '../support/desk-decoder.ts';
import { apiToken, DEMO, useStack, type Stack } from '../support/harness.ts';

const scratch = mkdtempSync(join(tmpdir(), 'mcs-desk-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function memberCard(stack: Stack): Promise<{ jws: string; membershipId: string }> {
  const token = await apiToken(stack, '/api/auth/login', DEMO.member);
  const res = await stack.api('/api/members/me/card', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { jws: string; membershipId: string };
}

/**
 * The card as a member would send it: a QR code PNG of the card's JWS, at the first module size
 * and margin whose picture the desk's own decoder reads (it misses a few perfectly sharp
 * synthetic codes; which ones depends on the card's bytes, new each run).
 */
async function cardImage(jws: string): Promise<string> {
  const path = join(scratch, `card-${Date.now()}.png`);
  const readable = [6, 5, 4, 8, 7, 3]
    .flatMap((scale) => [4, 3, 5, 2].map((margin) => ({ scale, margin })))
    .find(({ scale, margin }) => {
      const { luma, side } = qrPicture(jws, scale, margin);
      return deskDecoderReads(luma, side, side, jws);
    });
  if (!readable) throw new Error("no picture of this card is read by the desk's decoder");
  await QRCode.toFile(path, jws, { errorCorrectionLevel: 'M', ...readable });
  return path;
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
): Promise<{ desk: PartnerDeskPage; context: BrowserContext }> {
  const { context, page } = await stack.newPage();
  const desk = new PartnerDeskPage(page);
  await desk.openLogin();
  await desk.waitForHeading('Partner Login');
  await desk.signIn(DEMO.partner.email, DEMO.partner.password);
  return { desk, context };
}

describe('the partner desk', () => {
  const stack = useStack();

  it('verifies the demo member by typed ID and records a visit on the server', async () => {
    const { membershipId } = await memberCard(stack());
    const before = await visitsOnServer(stack());
    const { desk } = await signedInDesk(stack());

    // Typed as a partner might: lower case, no dashes.
    await desk.verify(membershipId.toLowerCase().replaceAll('-', ''));
    await desk.verifiedMember.getByText('Membership Verified').waitFor();
    expect(await desk.verifiedMember.textContent()).toContain(membershipId);
    // The demo clinic's own standard discount, not the card's family discount on the fee.
    expect(await desk.discountShown.textContent()).toBe('20%');
    expect(await desk.discountField.inputValue()).toBe('20');

    await desk.recordVisit({ bill: '800' });
    await desk.toast('Visit Recorded').waitFor();
    expect(await desk.idField.inputValue()).toBe('');
    expect(await visitsOnServer(stack())).toBe(before + 1);
  });

  it("reads the member's card from an image, verified on the device with the live status after", async () => {
    const { jws, membershipId } = await memberCard(stack());
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

    await desk.scanImage(await cardImage(jws));
    // Whatever the desk answers (a refusal, an unreadable image) fails the test with its words.
    await desk.page
      .getByLabel('Verified member')
      .or(desk.page.getByRole('alert'))
      .first()
      .waitFor();
    const refusal = desk.page.getByRole('alert');
    if (await refusal.isVisible()) expect(await refusal.textContent()).toBe('');
    await desk.verifiedMember.getByText('Membership Verified').waitFor();
    expect(await desk.verifiedMember.textContent()).toContain(membershipId);
    await desk.page.getByText('Matches the card.', { exact: false }).waitFor();
    expect(await desk.idField.inputValue()).toBe(jws);
  });

  it('records three visits with the server stopped, survives a reload, and the server gets exactly three', async () => {
    const { jws } = await memberCard(stack());
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

      // A reload with the server gone: the shell, the session and the outbox come from the device.
      await desk.page.reload();
      await desk.waitForHeading('Partner Dashboard');
      await desk.page.getByTestId('sync-waiting').getByText('3 visits waiting').waitFor();
    } finally {
      await stack().startServer();
    }
    await desk.syncNow();
    await desk.page.getByTestId('sync-waiting').getByText('0 visits waiting').waitFor();
    await desk.connection.getByText('Online', { exact: true }).waitFor();
    expect(await visitsOnServer(stack())).toBe(before + 3);
  });
});
