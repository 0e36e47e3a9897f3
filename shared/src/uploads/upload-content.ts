// What an uploaded document may be, judged by its bytes alone (never its name or the type the
// browser claims), run by the registration form before sending and by the API before storing, so
// both refuse the same files with the same words.
import { JPG } from 'image-size/types/jpg';
import { PNG } from 'image-size/types/png';
import { WEBP } from 'image-size/types/webp';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_CLINIC_PHOTOS = 6;
/**
 * An image is opened in full by whoever views it (an admin's browser, a thumbnail): one that
 * unpacks to more pixels than this is refused from its header, before anything decodes it. A
 * 30000×30000 PNG of a few kilobytes would take gigabytes to show.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_SIDE = 10_000;

export type UploadKind = 'certificate' | 'clinic_photo';
export type UploadContentType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

export const UPLOAD_EXTENSIONS: Record<UploadContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** The bytes sniffUploadType needs: the longest signature (WebP's "RIFF....WEBP"). */
export const UPLOAD_SIGNATURE_BYTES = 12;

/** The files' messages; a subject is "The certificate" or `Clinic photo "front.jpg"`. */
export const UPLOAD_MESSAGES = {
  certificateType: 'The certificate must be a PDF or an image (JPEG, PNG or WebP).',
  photoType: 'Clinic photos must be images (JPEG, PNG or WebP).',
  tooManyPhotos: `Please upload at most ${MAX_CLINIC_PHOTOS} clinic photos.`,
  unreadableImage: (subject: string) =>
    `${subject} could not be read as an image. Please save it again as a JPEG, PNG or WebP file.`,
  imageTooLarge: (subject: string, width: number, height: number) =>
    `${subject} is ${width} × ${height} pixels. Images may be at most 10,000 pixels a side and ` +
    '40 megapixels; please upload a smaller image.',
} as const;

/** Who a file's message names: the one certificate, or a clinic photo by its name. */
export function uploadSubject(kind: UploadKind, fileName: string): string {
  return kind === 'certificate' ? 'The certificate' : `Clinic photo "${fileName.slice(0, 80)}"`;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = ascii('RIFF');
const WEBP_TAG = ascii('WEBP');
const PDF_SIGNATURE = ascii('%PDF-');

/**
 * The type of a document from its first bytes (at least UPLOAD_SIGNATURE_BYTES of them), or null
 * when they are none of the four types partners may send.
 */
export function sniffUploadType(head: Uint8Array): UploadContentType | null {
  if (startsWith(head, JPEG_SIGNATURE)) return 'image/jpeg';
  if (startsWith(head, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(head, RIFF) && startsWith(head, WEBP_TAG, 8)) return 'image/webp';
  if (startsWith(head, PDF_SIGNATURE)) return 'application/pdf';
  return null;
}

export interface ImageSize {
  width: number;
  height: number;
}

const HEADER_READERS = { 'image/jpeg': JPG, 'image/png': PNG, 'image/webp': WEBP } as const;

/**
 * An image's width and height read from its header (PNG's IHDR, JPEG's start-of-frame marker,
 * WebP's VP8/VP8L/VP8X chunk) without decoding a pixel; null when the header cannot be read.
 */
export function imageHeaderSize(
  bytes: Uint8Array,
  type: Exclude<UploadContentType, 'application/pdf'>,
): ImageSize | null {
  const reader = HEADER_READERS[type];
  try {
    if (!reader.validate(bytes)) return null;
    const { width, height } = reader.calculate(bytes);
    return Number.isInteger(width) && Number.isInteger(height) ? { width, height } : null;
  } catch {
    // A truncated or malformed header: image-size throws (a RangeError past the end, a TypeError).
    return null;
  }
}

export function isImageTooLarge({ width, height }: ImageSize): boolean {
  return width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS;
}

export type UploadContentVerdict =
  | { ok: true; contentType: UploadContentType; extension: string }
  | { ok: false; reason: 'type' | 'dimensions'; message: string };

/**
 * Whether a whole file (already within MAX_UPLOAD_BYTES) may be sent as `kind`: its content is a
 * PDF (certificates only) or a JPEG, PNG or WebP image whose header gives a size within the limits.
 */
export function checkUploadContent(
  bytes: Uint8Array,
  kind: UploadKind,
  fileName: string,
): UploadContentVerdict {
  const type = sniffUploadType(bytes);
  const typeMessage =
    kind === 'certificate' ? UPLOAD_MESSAGES.certificateType : UPLOAD_MESSAGES.photoType;
  if (type === null || (type === 'application/pdf' && kind !== 'certificate'))
    return { ok: false, reason: 'type', message: typeMessage };
  if (type !== 'application/pdf') {
    const subject = uploadSubject(kind, fileName);
    const size = imageHeaderSize(bytes, type);
    if (!size)
      return { ok: false, reason: 'type', message: UPLOAD_MESSAGES.unreadableImage(subject) };
    if (isImageTooLarge(size))
      return {
        ok: false,
        reason: 'dimensions',
        message: UPLOAD_MESSAGES.imageTooLarge(subject, size.width, size.height),
      };
  }
  return { ok: true, contentType: type, extension: UPLOAD_EXTENSIONS[type] };
}
