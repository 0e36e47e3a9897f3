import { describe, expect, it } from 'vitest';
import {
  checkUploadContent,
  imageHeaderSize,
  sniffUploadType,
  UPLOAD_MESSAGES,
} from './upload-content.ts';
import { jpegHeader, pdfHeader, pngHeader, webpHeader } from './upload-testing.ts';

const text = (s: string) => new TextEncoder().encode(s);

describe('sniffUploadType', () => {
  it('names the four allowed types by their first bytes', () => {
    expect(sniffUploadType(jpegHeader(1, 1))).toBe('image/jpeg');
    expect(sniffUploadType(pngHeader(1, 1))).toBe('image/png');
    expect(sniffUploadType(webpHeader(1, 1))).toBe('image/webp');
    expect(sniffUploadType(pdfHeader())).toBe('application/pdf');
  });

  it('knows nothing else, whatever the file claims to be', () => {
    expect(sniffUploadType(text('hello, this is not a photo'))).toBeNull();
    expect(sniffUploadType(text('GIF89a......'))).toBeNull();
    // A RIFF that is not a WebP (a WAV sound).
    expect(sniffUploadType(text('RIFF\x24\x00\x00\x00WAVEfmt '))).toBeNull();
    // Half a PNG signature is not a PNG.
    expect(sniffUploadType(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(sniffUploadType(new Uint8Array())).toBeNull();
  });
});

describe('imageHeaderSize', () => {
  it('reads the size from a PNG IHDR, a JPEG SOF and a WebP VP8X header', () => {
    expect(imageHeaderSize(pngHeader(30_000, 30_000), 'image/png')).toEqual({
      width: 30_000,
      height: 30_000,
    });
    expect(imageHeaderSize(jpegHeader(640, 480), 'image/jpeg')).toEqual({
      width: 640,
      height: 480,
    });
    expect(imageHeaderSize(webpHeader(12_000, 9), 'image/webp')).toEqual({
      width: 12_000,
      height: 9,
    });
  });

  it('gives null for a header cut short rather than throwing', () => {
    expect(imageHeaderSize(jpegHeader(640, 480).slice(0, 20), 'image/jpeg')).toBeNull();
    expect(imageHeaderSize(pngHeader(640, 480).slice(0, 10), 'image/png')).toBeNull();
  });
});

describe('checkUploadContent', () => {
  it('accepts images within the limits and a PDF certificate, with the stored extension', () => {
    expect(checkUploadContent(pngHeader(10_000, 4_000), 'clinic_photo', 'a.png')).toEqual({
      ok: true,
      contentType: 'image/png',
      extension: 'png',
    });
    expect(checkUploadContent(jpegHeader(6_000, 6_000), 'certificate', 'c.jpg')).toMatchObject({
      ok: true,
      extension: 'jpg',
    });
    expect(checkUploadContent(pdfHeader(), 'certificate', 'c.pdf')).toMatchObject({
      ok: true,
      extension: 'pdf',
    });
  });

  it('refuses text named like an image, and a PDF as a clinic photo', () => {
    expect(checkUploadContent(text('not an image'), 'certificate', 'scan.jpg')).toEqual({
      ok: false,
      reason: 'type',
      message: UPLOAD_MESSAGES.certificateType,
    });
    expect(checkUploadContent(pdfHeader(), 'clinic_photo', 'front.pdf')).toEqual({
      ok: false,
      reason: 'type',
      message: UPLOAD_MESSAGES.photoType,
    });
  });

  it.each([
    ['a 30000×30000 PNG', pngHeader(30_000, 30_000)],
    ['a side over 10,000 px', webpHeader(10_001, 10)],
    ['over 40 megapixels', jpegHeader(8_000, 5_001)],
  ])('refuses %s from its header, naming the size', (_label, bytes) => {
    const verdict = checkUploadContent(bytes, 'clinic_photo', 'front.png');
    expect(verdict).toMatchObject({ ok: false, reason: 'dimensions' });
    expect(!verdict.ok && verdict.message).toMatch(/^Clinic photo "front.png" is \d+ × \d+ pixels/);
  });

  it('refuses an image whose size cannot be read', () => {
    const verdict = checkUploadContent(jpegHeader(1, 1).slice(0, 8), 'certificate', 'c.jpg');
    expect(verdict).toEqual({
      ok: false,
      reason: 'type',
      message: UPLOAD_MESSAGES.unreadableImage('The certificate'),
    });
  });
});
