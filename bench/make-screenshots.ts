/// <reference lib="dom" />
// Takes the install dialog's screenshots (the web manifest's `screenshots`, pwa/vite.config.ts) from
// the real built app in Debian's Chromium: the home page and the demo member's digital card at
// phone width, the home page at desktop width. Run after `npm run build` when the screens change:
// `node --import tsx bench/make-screenshots.ts`; the images in pwa/public/screenshots/ are
// committed as WebP (the build copies them; the service worker does not precache them). Chromium
// itself encodes the WebP (canvas.toDataURL), since these machines have no image tools.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, repoRoot, startBuiltServer } from './web-kit.ts';

const outDir = join(repoRoot, 'pwa/public/screenshots');

/** The sizes the manifest declares: Chrome wants each side 320-3840 px, at most 2.3:1. */
const SCREENSHOTS = [
  { file: 'home-narrow.webp', width: 390, height: 844, path: '/' },
  { file: 'card-narrow.webp', width: 390, height: 844, path: '/dashboard' },
  { file: 'home-wide.webp', width: 1280, height: 800, path: '/' },
] as const;

async function signInDemoMember(page: Page, baseURL: string) {
  await page.goto(`${baseURL}/login`);
  await page.getByLabel('Email or Phone').fill('member@demo.mcs');
  await page.getByLabel('Password').fill('demo-member-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Show card' }).click();
  // The full-screen card a member shows at the counter.
  await page.getByRole('button', { name: 'Close' }).waitFor();
}

/** The PNG Playwright takes, as a lossy WebP of the same size. */
async function toWebp(page: Page, png: Buffer): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      canvas.getContext('2d')!.drawImage(image, 0, 0);
      return canvas.toDataURL('image/webp', 0.8);
    },
    `data:image/png;base64,${png.toString('base64')}`,
  );
  if (!dataUrl.startsWith('data:image/webp;base64,')) throw new Error('Chromium wrote no WebP');
  return Buffer.from(dataUrl.slice('data:image/webp;base64,'.length), 'base64');
}

const server = await startBuiltServer();
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')),
});
try {
  mkdirSync(outDir, { recursive: true });
  for (const shot of SCREENSHOTS) {
    const context = await browser.newContext({
      viewport: { width: shot.width, height: shot.height },
      // No update or install banners in the picture.
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    if (shot.path === '/dashboard') await signInDemoMember(page, server.baseURL);
    else await page.goto(`${server.baseURL}${shot.path}`, { waitUntil: 'networkidle' });
    const png = await page.screenshot();
    // A blank page of our own origin to encode on (the CSP allows data: images).
    await page.goto(`${server.baseURL}/favicon.ico`);
    writeFileSync(join(outDir, shot.file), await toWebp(page, png));
    console.log(`wrote pwa/public/screenshots/${shot.file}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
