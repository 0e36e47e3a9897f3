import { readdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { REGISTRATION_MESSAGES } from '@mcs/shared';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  VALID_REGISTRATION_FIELDS,
  pdfFile,
  registrationForm,
} from '../../test/registration-form.ts';
import { MAX_UPLOAD_BYTES } from '../uploads/uploads.service.ts';
import {
  REGISTRATIONS_BUSY,
  REGISTRATION_ATTEMPTS_PER_HOUR,
  TOO_MANY_REGISTRATION_ATTEMPTS,
} from './registration-form.ts';

let t: TestApp;
afterEach(async () => t?.close());

const BOUNDARY = 'mcs-test-boundary';
const encoder = new TextEncoder();
const MB = 1024 * 1024;

/**
 * A multipart body written by hand: the text fields, then a file part whose content keeps coming
 * (up to `fileBytes`), with a count of the bytes the server has pulled so far.
 */
function streamingForm(
  fields: Record<string, string>,
  file: { field: string; head?: Uint8Array; fileBytes: number },
) {
  let text = '';
  for (const [name, value] of Object.entries(fields))
    text += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  text += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const chunk = new Uint8Array(256 * 1024).fill(0x41);
  const pulled = { bytes: 0 };
  let sentFile = 0;
  let stage: 'head' | 'file' | 'tail' | 'done' = 'head';
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      let next: Uint8Array;
      if (stage === 'head') {
        next = new Uint8Array([...encoder.encode(text), ...(file.head ?? [])]);
        sentFile = file.head?.length ?? 0;
        stage = 'file';
      } else if (stage === 'file' && sentFile < file.fileBytes) {
        next = chunk.subarray(0, Math.min(chunk.length, file.fileBytes - sentFile));
        sentFile += next.length;
      } else if (stage !== 'done') {
        next = encoder.encode(`\r\n--${BOUNDARY}--\r\n`);
        stage = 'done';
      } else {
        controller.close();
        return;
      }
      pulled.bytes += next.length;
      controller.enqueue(next);
    },
  });
  return { body, pulled };
}

function postStream(body: ReadableStream<Uint8Array>) {
  return t.app.request('/api/partners/register', {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body,
    duplex: 'half',
  } as RequestInit);
}

const register = async (fields: Record<string, string | undefined> = {}) =>
  t.app.request('/api/partners/register', {
    method: 'POST',
    body: await registrationForm({ fields }),
  });

describe('reading a registration as it streams in', () => {
  it('answers the first refused rule at the first file, without reading the rest of the body', async () => {
    t = await makeTestApp();
    const { responsibleName: _missing, ...fields } = VALID_REGISTRATION_FIELDS;
    const { body, pulled } = streamingForm(fields, {
      field: 'certificateFile',
      fileBytes: 35 * MB,
    });
    const res = await postStream(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      REGISTRATION_MESSAGES.responsibleName,
    );
    expect(pulled.bytes).toBeLessThan(2 * MB);
    expect(readdirSync(t.deps.uploadsDir)).toEqual([]);
  });

  it('refuses a file as soon as it grows past 5 MB, and keeps none of the files before it', async () => {
    t = await makeTestApp();
    const pdf = new Uint8Array(await (await pdfFile()).arrayBuffer());
    const { body, pulled } = streamingForm(VALID_REGISTRATION_FIELDS, {
      field: 'certificateFile',
      head: pdf,
      fileBytes: 30 * MB,
    });
    const res = await postStream(body);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe(
      'The certificate is larger than 5 MB. Please upload a smaller file.',
    );
    expect(pulled.bytes).toBeLessThan(MAX_UPLOAD_BYTES + 2 * MB);
    expect(readdirSync(t.deps.uploadsDir)).toEqual([]);
  });

  it('keeps no stored certificate when a later photo is refused by its content', async () => {
    t = await makeTestApp();
    const form = await registrationForm({
      photos: [new File(['<svg onload=alert(1)>'], 'clinic.png', { type: 'image/png' })],
    });
    const res = await t.app.request('/api/partners/register', { method: 'POST', body: form });
    expect(res.status).toBe(415);
    expect(readdirSync(t.deps.uploadsDir)).toEqual([]);
    expect(await t.db.selectFrom('uploads').select('name').execute()).toEqual([]);
  });

  it('answers a malformed body with 400 and stops reading it', async () => {
    t = await makeTestApp();
    const pulled = { bytes: 0 };
    const junk = new Uint8Array(256 * 1024).fill(0x2d);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Not a multipart part at all: a boundary line followed by no headers, forever (30 MB).
        if (pulled.bytes > 30 * MB) return controller.close();
        const next =
          pulled.bytes === 0 ? encoder.encode(`--${BOUNDARY}\r\nbroken header line\r\n`) : junk;
        pulled.bytes += next.length;
        controller.enqueue(next);
      },
    });
    const res = await postStream(body);
    expect(res.status).toBe(400);
    expect(pulled.bytes).toBeLessThan(2 * MB);
  });

  it(`counts every attempt, refused forms too: after ${REGISTRATION_ATTEMPTS_PER_HOUR} in an hour the address waits`, async () => {
    let now = new Date('2026-11-20T06:00:00.000Z');
    t = await makeTestApp({ deps: { now: () => now } });
    for (let i = 0; i < REGISTRATION_ATTEMPTS_PER_HOUR; i++)
      expect((await register({ responsibleName: '' })).status).toBe(400);
    const held = await register();
    expect(held.status).toBe(429);
    expect(((await held.json()) as { message: string }).message).toBe(
      TOO_MANY_REGISTRATION_ATTEMPTS,
    );

    now = new Date('2026-11-20T07:00:01.000Z');
    expect((await register()).status).toBe(201);
  });

  it('reads at most MAX_UPLOADS_AT_ONCE forms at once: one more is answered 503 busy before a byte of it is read', async () => {
    t = await makeTestApp({ env: { maxUploadsAtOnce: 1 } });
    // The first form sends half its bytes, then waits until the test lets the rest through.
    const first = new Request('http://localhost/', {
      method: 'POST',
      body: await registrationForm(),
    });
    const bytes = new Uint8Array(await first.arrayBuffer());
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let halfPulled: () => void = () => undefined;
    const halfway = new Promise<void>((resolve) => (halfPulled = resolve));
    let sent = 0;
    const slow = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent === 0) {
          sent = bytes.length >> 1;
          controller.enqueue(bytes.subarray(0, sent));
        } else if (sent < bytes.length) {
          // Asked for more: the server is reading this form (the first pull came as the stream
          // was made, before the server had counted the attempt in the database).
          halfPulled();
          await released;
          controller.enqueue(bytes.subarray(sent));
          sent = bytes.length;
        } else {
          controller.close();
        }
      },
    });
    const reading = t.app.request('/api/partners/register', {
      method: 'POST',
      headers: { 'content-type': first.headers.get('content-type')! },
      body: slow,
      duplex: 'half',
    } as RequestInit);
    await halfway;

    const secondEmail = 'second@clinic.in';
    const { body: secondBody, pulled } = streamingForm(
      { ...VALID_REGISTRATION_FIELDS, email: secondEmail },
      { field: 'certificateFile', fileBytes: 35 * MB },
    );
    const busy = await postStream(secondBody);
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('2');
    expect(await busy.json()).toEqual({ message: REGISTRATIONS_BUSY, code: 'busy' });
    // Only the stream's own first chunk (its text fields, pulled as the stream is made), no file.
    expect(pulled.bytes).toBeLessThan(64 * 1024);

    release();
    expect((await reading).status).toBe(201);
    const emails = async () =>
      (await t.db.selectFrom('partners').select('email').execute()).map((row) => row.email);
    expect(await emails()).toEqual([VALID_REGISTRATION_FIELDS.email]);
    // The refused form stored nothing: only the first form's certificate and photo are kept.
    expect(readdirSync(t.deps.uploadsDir)).toHaveLength(2);

    const again = await register({ email: secondEmail, contactPhone: '9845012345' });
    expect(again.status).toBe(201);
    expect((await emails()).sort()).toEqual([VALID_REGISTRATION_FIELDS.email, secondEmail].sort());
  });
});
