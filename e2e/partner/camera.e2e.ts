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

// The scanner is 640 px wide at this viewport, so the decoder reads the video pixel for pixel
// (html5-qrcode draws the scan square at its size on screen: a bigger video is scaled down, and a
// resampled QR code reads or not by where its module edges fall).
const VIEWPORT = { width: 1280, height: 900 };
const WIDTH = 640;
const HEIGHT = 480;
/** The scan square: 80% of the shorter side, centred (squareWithin in qr-scanner.tsx). */
const SQUARE = Math.floor(HEIGHT * 0.8);

/** Whether the desk's decoder reads `text` in the scan square of this picture. */
function decodesInSquare(luma: Uint8Array, text: string): boolean {
  const left = (WIDTH - SQUARE) / 2;
  const top = (HEIGHT - SQUARE) / 2;
  const square = new Uint8ClampedArray(SQUARE * SQUARE);
  for (let y = 0; y < SQUARE; y += 1)
    square.set(
      luma.subarray((top + y) * WIDTH + left, (top + y) * WIDTH + left + SQUARE),
      y * SQUARE,
    );
  return deskDecoderReads(square, SQUARE, SQUARE, text);
}

/** Black QR modules on white, `scale` pixels each, centred, with `quiet` modules of margin. */
function cardPicture(text: string, scale: number, quiet: number): Uint8Array {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * quiet) * scale;
  const left = Math.floor((WIDTH - side) / 2) + quiet * scale;
  const top = Math.floor((HEIGHT - side) / 2) + quiet * scale;
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
 * A few frames of 4:2:0 video of the card held up to fill the scan square: the largest whole
 * module size that fits, in a picture the desk's decoder reads (it misses some perfectly sharp
 * synthetic codes that a camera's blur would let it read; those are skipped, not retried).
 */
function cardVideo(text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const largest = Math.floor(SQUARE / (modules.size + 2));
  const candidates = [largest, largest - 1, largest - 2].flatMap((scale) =>
    [2, 3, 4, 5]
      .filter((quiet) => (modules.size + 2 * quiet) * scale <= SQUARE)
      .map((quiet) => ({ scale, quiet })),
  );
  const luma = candidates
    .filter(({ scale }) => scale >= 2)
    .map(({ scale, quiet }) => cardPicture(text, scale, quiet))
    .find((picture) => decodesInSquare(picture, text));
  if (!luma)
    throw new Error(`no picture of this ${modules.size}-module card decodes in the square`);
  const chroma = new Uint8Array((WIDTH / 2) * (HEIGHT / 2)).fill(128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const path = join(scratch, 'card.y4m');
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]));
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
      ).toBe(WIDTH);
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
