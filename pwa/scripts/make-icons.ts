// Draws the app icons (PNG) with pngjs, because no image tools are installed on the build
// machines. Run once after changing the mark: `npx tsx scripts/make-icons.ts`; the output in
// public/icons/ is committed. The mark: a white cross on the brand green, on a rounded square for
// the plain icons and full-bleed for the maskable one (Android crops it to a circle, so the cross
// stays inside the central 80% safe zone). public/favicon.ico holds the plain icon at 16, 32 and
// 48 pixels for the browsers and crawlers that ask for /favicon.ico whatever the page links.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';

type Rgba = [number, number, number, number];

const BRAND: Rgba = [11, 110, 79, 255];
const WHITE: Rgba = [255, 255, 255, 255];
const CLEAR: Rgba = [0, 0, 0, 0];

function encodePng(size: number, pixel: (x: number, y: number) => Rgba): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) png.data.set(pixel(x, y), (y * size + x) * 4);
  }
  return PNG.sync.write(png, { deflateLevel: 9 });
}

/** Is (x, y), in units of the icon's side, inside the cross? */
function inCross(u: number, v: number, armLength: number): boolean {
  const half = 0.5;
  const arm = armLength / 2;
  const thickness = armLength / 6;
  const horizontal = Math.abs(v - half) <= thickness && Math.abs(u - half) <= arm;
  const vertical = Math.abs(u - half) <= thickness && Math.abs(v - half) <= arm;
  return horizontal || vertical;
}

function inRoundedSquare(u: number, v: number, radius: number): boolean {
  const cx = Math.min(Math.max(u, radius), 1 - radius);
  const cy = Math.min(Math.max(v, radius), 1 - radius);
  return (u - cx) ** 2 + (v - cy) ** 2 <= radius ** 2;
}

function icon(size: number, maskable: boolean): Buffer {
  return encodePng(size, (x, y) => {
    const u = (x + 0.5) / size;
    const v = (y + 0.5) / size;
    if (!maskable && !inRoundedSquare(u, v, 0.18)) return CLEAR;
    return inCross(u, v, maskable ? 0.44 : 0.56) ? WHITE : BRAND;
  });
}

/** An ICO file of PNG images (every browser since 2007 reads PNG inside ICO). */
function encodeIco(sizes: readonly number[]): Buffer {
  const images = sizes.map((size) => icon(size, false));
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach((png, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(sizes[i]! % 256, entry); // width (0 means 256)
    header.writeUInt8(sizes[i]! % 256, entry + 1); // height
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images]);
}

writeFileSync(join(import.meta.dirname, '../public/favicon.ico'), encodeIco([16, 32, 48]));
const outDir = join(import.meta.dirname, '../public/icons');
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'icon-192.png'), icon(192, false));
writeFileSync(join(outDir, 'icon-512.png'), icon(512, false));
writeFileSync(join(outDir, 'icon-maskable-512.png'), icon(512, true));
console.log(`icons written to ${outDir}`);
