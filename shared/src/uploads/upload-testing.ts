// Test files with real headers: an image's bytes as far as its size (no pixels follow, which is
// all a header reader looks at), for the form's, the API's and the shared checks' tests. Not part
// of the main entry point.

const u32be = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u16be = (n: number) => [(n >>> 8) & 0xff, n & 0xff];
const u24le = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff];
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const bytes = (...parts: number[][]) => new Uint8Array(parts.flat());

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Bit depth 8, colour type 2 (RGB), then compression, filter and interlace 0. */
const IHDR_TAIL = [8, 2, 0, 0, 0];
const NO_CRC = [0, 0, 0, 0];

/** A PNG's signature and IHDR chunk for a width × height image. */
export function pngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const ihdr = [...u32be(width), ...u32be(height), ...IHDR_TAIL];
  return bytes(PNG_SIGNATURE, u32be(ihdr.length), ascii('IHDR'), ihdr, NO_CRC);
}

const SOI = [0xff, 0xd8];
/** An APP0 "JFIF" segment: version 1.1, no density units, 1:1, no thumbnail. */
const JFIF = [0xff, 0xe0, ...u16be(16), ...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
/** Three components (Y, Cb, Cr) with their sampling and table numbers. */
const SOF_COMPONENTS = [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];

/** A JPEG's start, a JFIF segment and a baseline start-of-frame (SOF0) for width × height. */
export function jpegHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const frame = [8, ...u16be(height), ...u16be(width), ...SOF_COMPONENTS];
  return bytes(SOI, JFIF, [0xff, 0xc0], u16be(frame.length + 2), frame);
}

/** An extended (VP8X) WebP's header for width × height. */
export function webpHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const vp8x = [0, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)];
  return bytes(ascii('RIFF'), [22, 0, 0, 0], ascii('WEBP'), ascii('VP8X'), [10, 0, 0, 0], vp8x);
}

/** The start of a PDF. */
export const pdfHeader = (): Uint8Array<ArrayBuffer> => bytes(ascii('%PDF-1.7\n'));
