// Draws the app icons (PNG) with nothing but node:zlib, because no image tools are installed on
// the build machines. Run once after changing the mark: `npx tsx scripts/make-icons.ts`; the
// output in public/icons/ is committed. The mark: a white cross on the brand green, on a rounded
// square for the plain icons and full-bleed for the maskable one (Android crops it to a circle,
// so the cross stays inside the central 80% safe zone).
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

type Rgba = [number, number, number, number];

const BRAND: Rgba = [11, 110, 79, 255];
const WHITE: Rgba = [255, 255, 255, 255];
const CLEAR: Rgba = [0, 0, 0, 0];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(size: number, pixel: (x: number, y: number) => Rgba): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    const row = y * (size * 4 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < size; x++) raw.set(pixel(x, y), row + 1 + x * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
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

const outDir = join(import.meta.dirname, '../public/icons');
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'icon-192.png'), icon(192, false));
writeFileSync(join(outDir, 'icon-512.png'), icon(512, false));
writeFileSync(join(outDir, 'icon-maskable-512.png'), icon(512, true));
console.log(`icons written to ${outDir}`);
