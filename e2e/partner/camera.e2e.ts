// The desk's camera, in Chromium with a fake camera that plays a video of the member's card: a
// .y4m made here from the card's QR code (the way a phone camera would see it held up).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import QRCode from 'qrcode';
import { afterAll, describe, expect, it } from 'vitest';
import { PartnerDeskPage } from '../pages/partner-desk-page.ts';
import { deskDecoderReads } from '../support/desk-decoder.ts';
import { apiToken, CHROMIUM, CHROMIUM_ARGS, DEMO, useStack } from '../support/harness.ts';

const scratch = mkdtempSync(join(tmpdir(), 'mcs-camera-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// The scanner is 640 px wide at this viewport and the camera gives the 1280x720 the desk asks
// for, so the scan box (90% of the picture's 360 px height on screen, at most 320 px) is drawn
// into the decoder's canvas from twice as many camera pixels, each canvas pixel the mean of two
// by two (html5-qrcode draws the box at its size on screen). The card is drawn with its module
// edges on even camera pixels, so that mean is the same whichever filter the browser scales with.
const VIEWPORT = { width: 1280, height: 900 };
const WIDTH = 1280;
const HEIGHT = 720;
/** Camera pixels per pixel on screen. */
const RATIO = 2;
const VIEW_WIDTH = WIDTH / RATIO;
/** The scan box on screen and in the decoder's canvas (scanBox in qr-scanner.tsx). */
const BOX = Math.min(320, Math.floor((HEIGHT / RATIO) * 0.9));
/** Where the box is in the camera's picture. */
const REGION = {
  left: ((VIEW_WIDTH - BOX) / 2) * RATIO,
  top: ((HEIGHT / RATIO - BOX) / 2) * RATIO,
  side: BOX * RATIO,
};

/** The decoder's canvas: the box's camera pixels, each two by two averaged into one. */
function boxCanvas(luma: Uint8Array): Uint8ClampedArray {
  const canvas = new Uint8ClampedArray(BOX * BOX);
  for (let y = 0; y < BOX; y += 1)
    for (let x = 0; x < BOX; x += 1) {
      let sum = 0;
      for (let dy = 0; dy < RATIO; dy += 1)
        for (let dx = 0; dx < RATIO; dx += 1)
          sum += luma[(REGION.top + y * RATIO + dy) * WIDTH + REGION.left + x * RATIO + dx]!;
      canvas[y * BOX + x] = Math.round(sum / (RATIO * RATIO));
    }
  return canvas;
}

/** Whether the desk's decoder reads `text` in the canvas it makes of this picture's box. */
function decodesInBox(luma: Uint8Array, text: string): boolean {
  return deskDecoderReads(boxCanvas(luma), BOX, BOX, text);
}

/**
 * Black QR modules on white, `scale` pixels each, with `quiet` modules of margin, centred in the
 * box and then moved `shift` camera pixels right and down (an even number: module edges stay on
 * even pixels).
 */
function cardPicture(text: string, scale: number, quiet: number, shift: number): Uint8Array {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * quiet) * scale;
  const inset = RATIO * Math.floor((REGION.side - side) / (2 * RATIO)) + shift;
  const left = REGION.left + inset + quiet * scale;
  const top = REGION.top + inset + quiet * scale;
  const luma = new Uint8Array(WIDTH * HEIGHT).fill(255);
  for (let row = 0; row < modules.size; row += 1)
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y += 1)
        luma.fill(
          0,
          (top + row * scale + y) * WIDTH + left + col * scale,
          (top + row * scale + y) * WIDTH + left + (col + 1) * scale,
        );
    }
  return luma;
}

/**
 * A second of 4:2:0 video of the card held up to fill the scan box, as a hand holds it: ten
 * frames, each a different picture (module size, margin, a small move) that the desk's decoder
 * reads in Node. The browser's camera path (colour conversion, scaling into the decoder's canvas)
 * is not bit-exact with that check, and ZXing misses some perfectly sharp synthetic codes that a
 * camera's blur would let it read; a real camera never shows the same picture twice, so neither
 * does this one. The desk must still read the card from what the camera shows.
 */
function cardVideo(text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const largest = RATIO * Math.floor(REGION.side / (modules.size + 4) / RATIO);
  const candidates = [largest, largest - RATIO, largest - 2 * RATIO]
    .filter((scale) => scale >= RATIO)
    .flatMap((scale) =>
      [2, 3, 4, 5]
        .filter((quiet) => (modules.size + 2 * quiet) * scale <= REGION.side)
        .flatMap((quiet) => {
          const room = REGION.side - (modules.size + 2 * quiet) * scale;
          return [0, 2, -2, 4, -4]
            .filter((shift) => Math.abs(shift) * 2 <= room - 2 * RATIO)
            .map((shift) => ({ scale, quiet, shift }));
        }),
    );
  const pictures: Uint8Array[] = [];
  for (const { scale, quiet, shift } of candidates) {
    const picture = cardPicture(text, scale, quiet, shift);
    if (decodesInBox(picture, text)) pictures.push(picture);
    if (pictures.length === 10) break;
  }
  if (pictures.length === 0)
    throw new Error(`no picture of this ${modules.size}-module card decodes in the box`);
  const chroma = new Uint8Array((WIDTH / 2) * (HEIGHT / 2)).fill(128);
  const frames = Array.from({ length: 10 }, (_, n) =>
    Buffer.concat([Buffer.from('FRAME\n'), pictures[n % pictures.length]!, chroma, chroma]),
  );
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const path = join(scratch, 'card.y4m');
  writeFileSync(path, Buffer.concat([header, ...frames]));
  return path;
}

describe('the desk camera', () => {
  const stack = useStack();

  // The decoder runs on every camera frame it gets; on a loaded 2-core machine (the whole suite
  // at once) it gets few, so the first read can take far longer than Playwright's 30 s default:
  // the wait for the desk's answer is long, and a desk that never reads the card still fails.
  const READ_WITHIN_MS = 120_000;
  it("reads the member's card from the camera and verifies it", { timeout: 180_000 }, async () => {
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
      const context = await browser.newContext({ baseURL: stack().baseURL, viewport: VIEWPORT });
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
      // The picture was checked for the decoder at the size the scanner shows it (read before the
      // camera starts: a card read at once closes the scanner).
      expect(
        await desk.page.locator('.desk-scanner-view').evaluate((view) => view.clientWidth),
      ).toBe(VIEW_WIDTH);
      await desk.page.getByRole('button', { name: 'Use camera' }).click();
      // A camera the desk could not use fails the test with the desk's own words.
      await desk.verifiedMember
        .or(desk.page.getByRole('alert'))
        .first()
        .waitFor({ timeout: READ_WITHIN_MS });
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
