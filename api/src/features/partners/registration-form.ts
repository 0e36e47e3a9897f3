// Reads a partner registration (multipart/form-data) as it streams in, so a flood of large
// anonymous forms cannot fill the server's memory (60 posts of 35 MB once grew it by 1.2 GB):
// - every attempt counts toward an hourly limit per address before a byte is read;
// - the text fields come first; at the first file part they are judged alone, and a refusal
//   they already decide is answered at once, without reading the rest of the body;
// - files are held one at a time, each at most MAX_UPLOAD_BYTES (refused as soon as it grows past
//   that), checked by content and written under a random name before the next is read (a file
//   refused by its content is answered after the rules, as the rules come first);
// - after any refusal, no stored file stays behind;
// - at most `MAX_UPLOADS_AT_ONCE` forms are read at once (each may hold a 5 MB file while it is
//   checked): one more is answered 503 with Retry-After before a byte of it is read, so 300
//   concurrent 35 MB forms cannot take the memory (they once took it from 199 MB to 1.5 GB).
// The form must therefore send its text fields before its files, as the browser's FormData does
// when they are appended in that order.
import Busboy from 'busboy';
import type { Context } from 'hono';
import type { UploadKind } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { BoundedQueue } from '../../lib/bounded-queue.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { RateLimiter, clientAddress } from '../../lib/rate-limit.ts';
import {
  MAX_CLINIC_PHOTOS,
  MAX_UPLOAD_BYTES,
  checkUploadBytes,
  removeUploads,
  storeUploads,
  uploadTooLarge,
} from '../uploads/uploads.service.ts';
import type { StoredUpload } from '../uploads/uploads.service.ts';
import { judgeFieldsBeforeFiles } from './registration.service.ts';
import type { FieldsVerdict, ReceivedRegistration } from './registration.service.ts';

/**
 * Registration attempts per address per hour, refused forms included. Generous beside the 10
 * stored applications (a clinic fixing its form is not held back), but it ends a flood.
 */
export const REGISTRATION_ATTEMPTS_PER_HOUR = 30;
/** The same words as the stored-applications limit: to the sender it is one limit. */
export const TOO_MANY_REGISTRATION_ATTEMPTS =
  'Too many registrations from this network. Please try again later.';
export const REGISTRATIONS_BUSY =
  'Too many registrations are being received right now. Please try again in a moment.';
export const UNREADABLE_REGISTRATION =
  'The registration form could not be read. Please send it as multipart/form-data.';

/**
 * The whole body: every file at its limit plus generous room for the text fields. (Hono's
 * bodyLimit cannot serve here: without a Content-Length it buffers the body to count it.)
 */
export const REGISTRATION_BODY_LIMIT = (MAX_CLINIC_PHOTOS + 2) * MAX_UPLOAD_BYTES;
export const REGISTRATION_TOO_LARGE =
  'The registration is too large. Each file may be at most 5 MB.';
const tooLarge = () => new AppError(413, 'payload_too_large', REGISTRATION_TOO_LARGE);

const PHOTO_FIELDS = new Set(['clinicPhotos', 'clinicPhotos[]']);

/** One reader per app: it holds the line of forms being read (the attempts are counted in the database). */
export function createRegistrationReader(deps: Pick<AppDeps, 'db' | 'env' | 'now' | 'files'>) {
  const attempts = new RateLimiter({
    name: 'registration-attempts',
    limit: REGISTRATION_ATTEMPTS_PER_HOUR,
    windowMs: 60 * 60_000,
    now: () => deps.now().getTime(),
  });
  // No waiting line: a waiting form would hold its connection for nothing, and the sender is
  // better told at once to come back (the form keeps what was typed).
  const reading = new BoundedQueue({
    concurrency: deps.env.maxUploadsAtOnce,
    maxWaiting: 0,
    refusal: () => new AppError(503, 'busy', REGISTRATIONS_BUSY),
  });
  return async (c: Context): Promise<ReceivedRegistration> => {
    const address = clientAddress(c, deps.env);
    // Counted before reading, and never given back once reading began: a refused form costs the
    // sender an attempt. A form refused because the server is busy costs none: it was not the
    // sender's doing.
    let read = false;
    return attempts.attempt(
      deps.db,
      address,
      (retry) => AppError.tooMany(TOO_MANY_REGISTRATION_ATTEMPTS, retry),
      () =>
        reading.run(async () => {
          read = true;
          return readRegistrationStream(deps, c.req.raw);
        }),
      () => read,
    );
  };
}

function parserFor(request: Request): Busboy.Busboy {
  try {
    return Busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      limits: {
        fields: 100,
        // Past the largest field the schema allows (discountItems, 20,000), so it is the schema
        // that refuses an oversized field, with its message.
        fieldSize: 64 * 1024,
        // Busboy reports 'limit' on reaching the limit; a file of exactly 5 MB is allowed.
        fileSize: MAX_UPLOAD_BYTES + 1,
        files: MAX_CLINIC_PHOTOS + 10,
        parts: 200,
      },
    });
  } catch {
    throw AppError.badRequest(UNREADABLE_REGISTRATION);
  }
}

export async function readRegistrationStream(
  deps: Pick<AppDeps, 'files'>,
  request: Request,
): Promise<ReceivedRegistration> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > REGISTRATION_BODY_LIMIT) throw tooLarge();
  const parser = parserFor(request);
  const fields = new Map<string, string>();
  const sent = { certificate: false, clinicPhotos: 0 };
  const stored: StoredUpload[] = [];
  let verdict: FieldsVerdict | undefined;
  let certificateSeen = false;
  let failure: unknown;
  const fail = (error: unknown) => {
    failure ??= error;
  };
  // A file refused by its content is answered after the rules, as they come first; until then
  // the following files are counted for the rules but no longer kept.
  let fileError: AppError | undefined;
  // Checking and storing a finished file; the reading loop waits for it before reading on, so
  // the next file's bytes are not buffered meanwhile.
  let storing: Promise<void> = Promise.resolve();

  parser.on('field', (name, value) => {
    if (!fields.has(name)) fields.set(name, value);
  });

  parser.on('file', (name, stream, info) => {
    // A body cut off mid-file ends the file stream with an error; the parser reports it too.
    stream.on('error', () => undefined);
    if (failure !== undefined) return void stream.resume();
    verdict ??= judgeFieldsBeforeFiles(Object.fromEntries(fields));
    if (verdict.kind === 'refuse') {
      fail(verdict.error);
      return void stream.resume();
    }
    let kind: UploadKind | undefined;
    if (name === 'certificateFile' && !certificateSeen) {
      certificateSeen = true;
      kind = 'certificate';
    } else if (PHOTO_FIELDS.has(name)) {
      kind = 'clinic_photo';
    }
    // Photos belong to clinics: a centre's stray photos are counted for the rules, not kept.
    const keep =
      kind !== undefined &&
      verdict.kind === 'store-files' &&
      fileError === undefined &&
      (kind === 'certificate' || (verdict.clinic && sent.clinicPhotos < MAX_CLINIC_PHOTOS));
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (keep && failure === undefined) chunks.push(chunk);
    });
    stream.on('limit', () => {
      if (keep && kind) fail(uploadTooLarge(kind, info.filename ?? ''));
      chunks.length = 0;
    });
    stream.on('end', () => {
      // An empty file part is a file input left blank, not a file.
      if (kind === undefined || size === 0) return;
      if (kind === 'certificate') sent.certificate = true;
      else sent.clinicPhotos += 1;
      if (!keep || failure !== undefined) return;
      const bytes = Buffer.concat(chunks);
      chunks.length = 0;
      storing = storing
        .then(async () => {
          if (failure !== undefined || fileError !== undefined) return;
          const checked = checkUploadBytes(bytes, kind, info.filename ?? '');
          stored.push(...(await storeUploads(deps.files, [checked])));
        })
        .catch((error: unknown) => {
          if (error instanceof AppError) fileError ??= error;
          else fail(error);
        });
    });
  });

  const finished = new Promise<void>((resolve, reject) => {
    parser.on('close', resolve);
    parser.on('error', (error) => {
      // A malformed body: stop reading it at once.
      fail(AppError.badRequest(UNREADABLE_REGISTRATION));
      reject(error);
    });
  });
  // A parse error must not go unhandled while the loop is not awaiting `finished`.
  finished.catch(() => undefined);

  const reader = request.body?.getReader();
  let received = 0;
  try {
    while (reader && failure === undefined) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.length;
      if (received > REGISTRATION_BODY_LIMIT) {
        fail(tooLarge());
        break;
      }
      if (!parser.write(value)) {
        await Promise.race([new Promise((resolve) => parser.once('drain', resolve)), finished]);
      }
      // Let the parser's stream events run, then finish the file they completed before reading on.
      await new Promise((resolve) => setImmediate(resolve));
      await storing;
    }
    if (failure === undefined) {
      parser.end();
      await finished;
      await storing;
    }
  } catch {
    fail(AppError.badRequest(UNREADABLE_REGISTRATION));
  }

  if (failure !== undefined) {
    // Stop reading: the rest of the body is never buffered. Then nothing half-written stays.
    await reader?.cancel().catch(() => undefined);
    parser.destroy();
    await storing;
    await removeUploads(
      deps.files,
      stored.map((s) => s.name),
    );
    throw failure;
  }
  return { fields: Object.fromEntries(fields), sent, stored, fileError };
}
