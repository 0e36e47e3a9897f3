// Uploaded documents: type judged by the bytes (magic numbers), never by the name or the
// browser's claim; size-limited, images also by their pixels (read from the header); stored under
// random names so no upload can pick its own path.
import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import type { Kysely } from 'kysely';
import {
  checkUploadContent,
  MAX_CLINIC_PHOTOS,
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
  uploadSubject,
} from '@mcs/shared/uploads';
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

export { MAX_CLINIC_PHOTOS, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES };

/** The size refusal's words: the browser names the file its own way before sending. */
const uploadTooLargeMessage = (subject: string) =>
  `${subject} is larger than 5 MB. Please upload a smaller file.`;

export interface CheckedUpload {
  kind: UploadKind;
  bytes: Uint8Array;
  contentType: string;
  extension: string;
}

/** 413 with the message naming the file: over 5 MB. */
export function uploadTooLarge(kind: UploadKind, fileName: string): AppError {
  return new AppError(
    413,
    'payload_too_large',
    uploadTooLargeMessage(uploadSubject(kind, fileName)),
  );
}

/**
 * Checks the content of a file already read (at most MAX_UPLOAD_BYTES) by the rule the form also
 * runs: 415 when it is not an allowed type, 400 when an image is larger than the pixel limits
 * (read from its header: nothing here decodes an image).
 */
export function checkUploadBytes(
  bytes: Uint8Array,
  kind: UploadKind,
  fileName: string,
): CheckedUpload {
  const verdict = checkUploadContent(bytes, kind, fileName);
  if (!verdict.ok) {
    throw verdict.reason === 'dimensions'
      ? AppError.badRequest(verdict.message)
      : new AppError(415, 'unsupported_media_type', verdict.message);
  }
  return { kind, bytes, contentType: verdict.contentType, extension: verdict.extension };
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
