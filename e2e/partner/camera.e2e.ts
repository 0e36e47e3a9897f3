// The desk's camera, in Chromium with a fake camera that plays a video of the member's card: a
// .y4m made here from the card's QR code (the way a phone camera would see it held up).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import QRCode from 'qrcode';
import { afterAll, describe, expect, it } from 'vitest';
import { PartnerDeskPage } from '../pages/partner-desk-page.ts';
import { apiToken, CHROMIUM, CHROMIUM_ARGS, DEMO, useStack } from '../support/harness.ts';

const scratch = mkdtempSync(join(tmpdir(), 'mcs-camera-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const WIDTH = 640;
const HEIGHT = 480;

/** A few frames of 4:2:0 video, black QR modules on white, centred, with a quiet zone. */
function cardVideo(text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = Math.floor((HEIGHT * 0.7) / (modules.size + 8));
  const side = (modules.size + 8) * scale;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const luma = new Uint8Array(WIDTH * HEIGHT).fill(255);
  for (let row = 0; row < modules.size; row += 1)
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y += 1)
        for (let x = 0; x < scale; x += 1)
          luma[(top + (row + 4) * scale + y) * WIDTH + left + (col + 4) * scale + x] = 0;
    }
  const chroma = new Uint8Array((WIDTH / 2) * (HEIGHT / 2)).fill(128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const path = join(scratch, 'card.y4m');
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]));
  return path;
}

describe('the desk camera', () => {
  const stack = useStack();

  // Retried: on a loaded machine (the full suite on 2 cores) the decoder sometimes sees no frame
  // it can read within the wait; a desk that cannot read the card fails all three tries.
  it("reads the member's card from the camera and verifies it", { retry: 2 }, async () => {
    const memberToken = await apiToken(stack(), '/api/auth/login', DEMO.member);
    const card = (await (
      await stack().api('/api/members/me/card', {
        headers: { authorization: `Bearer ${memberToken}` },
      })
    ).json()) as { jws: string; membershipId: string };

    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${cardVideo(card.jws)}`,
      ],
    });
    try {
      const context = await browser.newContext({ baseURL: stack().baseURL });
      await context.grantPermissions(['camera']);
      const page = await context.newPage();
      // The scanner works under the server's strict CSP: nothing it does is refused.
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
          refused.push(message.text());
      });
      const desk = new PartnerDeskPage(page);
      await desk.openLogin();
      await desk.waitForHeading('Partner Login');
      await desk.signIn(DEMO.partner.email, DEMO.partner.password);
      await desk.page.getByText(/^Last sync: \d/).waitFor();

      await desk.page.getByRole('button', { name: 'Scan card' }).click();
      await desk.page.getByRole('button', { name: 'Use camera' }).click();
      // A camera the desk could not use fails the test with the desk's own words.
      await desk.verifiedMember.or(desk.page.getByRole('alert')).first().waitFor();
      const problem = desk.page.getByRole('alert');
      if (await problem.isVisible()) expect(await problem.textContent()).toBe('');
      await desk.verifiedMember.getByText('Membership Verified').waitFor();
      expect(await desk.verifiedMember.textContent()).toContain(card.membershipId);
      expect(refused).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
