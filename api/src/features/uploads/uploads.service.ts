// Uploaded documents: type judged by the bytes (magic numbers), never by the name or the
// browser's claim; size-limited; stored under random names so no upload can pick its own path.
import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import type { Kysely } from 'kysely';
import type { DB, UploadKind } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import type { FileStore } from '../../lib/file-store.ts';
import {
  findUpload,
  insertUploads as insertUploadRows,
  uploadNamesOfPartner,
} from './uploads.repo.ts';

/** A stored file's address as the API shows it: relative, `uploads/<name>`. */
export function uploadUrl(name: string): string {
  return `uploads/${name}`;
}

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_CLINIC_PHOTOS = 6;

const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};
const CERTIFICATE_TYPES: Record<string, string> = { ...IMAGE_TYPES, 'application/pdf': 'pdf' };

export const UPLOAD_MESSAGES = {
  tooLarge: (what: string) => `${what} is larger than 5 MB. Please upload a smaller file.`,
  tooManyPhotos: `Please upload at most ${MAX_CLINIC_PHOTOS} clinic photos.`,
  certificateType: 'The certificate must be a PDF or an image (JPEG, PNG or WebP).',
  photoType: 'Clinic photos must be images (JPEG, PNG or WebP).',
} as const;

export interface CheckedUpload {
  kind: UploadKind;
  bytes: Uint8Array;
  contentType: string;
  extension: string;
}

/** 413 with the message naming the file: over 5 MB. */
export function uploadTooLarge(kind: UploadKind, fileName: string): AppError {
  const what =
    kind === 'certificate' ? 'The certificate' : `Clinic photo "${fileName.slice(0, 80)}"`;
  return new AppError(413, 'payload_too_large', UPLOAD_MESSAGES.tooLarge(what));
}

/** Reads and checks one uploaded file: 413 when over 5 MB, 415 when its content is not allowed. */
export async function checkUpload(file: File, kind: UploadKind): Promise<CheckedUpload> {
  if (file.size > MAX_UPLOAD_BYTES) throw uploadTooLarge(kind, file.name);
  return checkUploadBytes(new Uint8Array(await file.arrayBuffer()), kind);
}

/** Checks the content of a file already read (at most MAX_UPLOAD_BYTES): 415 when not allowed. */
export async function checkUploadBytes(
  bytes: Uint8Array,
  kind: UploadKind,
): Promise<CheckedUpload> {
  // Loaded with the first upload, not at start: file-type's many modules took about a tenth of
  // the server's cold start, and most processes never see an upload.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  const allowed = kind === 'certificate' ? CERTIFICATE_TYPES : IMAGE_TYPES;
  const extension = detected ? allowed[detected.mime] : undefined;
  if (!detected || !extension) {
    throw new AppError(
      415,
      'unsupported_media_type',
      kind === 'certificate' ? UPLOAD_MESSAGES.certificateType : UPLOAD_MESSAGES.photoType,
    );
  }
  return { kind, bytes, contentType: detected.mime, extension };
}

export interface StoredUpload {
  name: string;
  kind: UploadKind;
  contentType: string;
  size: number;
}

/** Writes checked files under random names; the caller records them (and removes them on failure). */
export async function storeUploads(
  store: FileStore,
  files: readonly CheckedUpload[],
): Promise<StoredUpload[]> {
  const stored: StoredUpload[] = [];
  // Named before the write: a write cut short (a full disk) leaves part of a file behind.
  const written: string[] = [];
  try {
    for (const file of files) {
      const name = `${randomUUID()}.${file.extension}`;
      written.push(name);
      await store.put(name, file.bytes, file.contentType);
      stored.push({
        name,
        kind: file.kind,
        contentType: file.contentType,
        size: file.bytes.byteLength,
      });
    }
  } catch (error) {
    await store.remove(written);
    throw error;
  }
  return stored;
}

export async function removeUploads(store: FileStore, names: readonly string[]): Promise<void> {
  await store.remove(names);
}

/**
 * Every stored file of a partner, for removing them with the partner: the upload records plus
 * the names the partner itself holds (`named`). Read before the partner row goes (its records go
 * with it).
 */
export async function storedFilesOfPartner(
  db: Kysely<DB>,
  partnerId: number,
  named: readonly (string | null)[],
): Promise<string[]> {
  const recorded = await uploadNamesOfPartner(db, partnerId);
  const names = new Set([...recorded, ...named].filter((name): name is string => !!name));
  // basename: a stored name is ours, but never let one reach outside the uploads folder.
  return [...names].map((name) => basename(name));
}

const STORED_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|png|jpg|webp)$/;

export type UploadViewer = 'admin' | 'signed-in' | 'anonymous';

/**
 * A stored file for the viewer. Certificates only for admins; clinic photos for anyone once the
 * partner is listed (an applicant's photos stay with the admins until approval).
 */
export async function readUpload(
  deps: Pick<AppDeps, 'db' | 'files'>,
  name: string,
  viewer: UploadViewer,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; contentType: string; isPublic: boolean }> {
  const record = STORED_NAME.test(name) ? await findUpload(deps.db, name) : undefined;
  if (!record) throw AppError.notFound('File not found');
  const isPublic = record.kind === 'clinic_photo' && record.partner_status === 'approved';
  if (!isPublic && viewer === 'anonymous')
    throw AppError.unauthorized('Only an admin can view this document.');
  if (!isPublic && viewer !== 'admin')
    throw AppError.forbidden('Only an admin can view this document.');
  const bytes = await deps.files.read(name);
  if (!bytes) throw AppError.notFound('File not found');
  return { bytes, contentType: record.content_type, isPublic };
}

/** Records stored files against their partner (registration stores them in its transaction). */
export function insertUploads(
  db: Kysely<DB>,
  partnerId: number,
  files: readonly StoredUpload[],
  at: string,
): Promise<void> {
  return insertUploadRows(
    db,
    files.map((file) => ({
      name: file.name,
      partner_id: partnerId,
      kind: file.kind,
      content_type: file.contentType,
      size: file.size,
      created_at: at,
    })),
  );
}
