// Property-based robustness: whatever a client sends (wrong types, missing fields, huge strings,
// text that is not JSON, nested junk, odd query strings and path ids, fake or oversize files),
// every route answers 2xx or 4xx with a JSON `{ message }`, never a 500. The routes come from their
// declarations, so a new route is fuzzed without touching this file. Runs are bounded to stay quick.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appRoutes, routeKey } from './declared-routes.ts';
import type { DeclaredRoute } from './declared-routes.ts';
import type { RouteAuth } from '../lib/openapi.ts';
import { bearer, makeTestApp } from './test-app.ts';
import type { TestApp } from './test-app.ts';
import { VALID_REGISTRATION_FIELDS, pdfFile, pngFile } from './registration-form.ts';

/** Every route the app declares (see declared-routes.ts). */
const API_ROUTES = await appRoutes();

const RUNS = 50;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A real member answers to this ID, so bodies naming it reach the database, not just a 404. */
const KNOWN_MEMBERSHIP_ID = 'MCS-2026-ABCDEF';

/**
 * A fresh app and a token for a caller the route lets through, so the input is really parsed,
 * with a member and a pending application for the ids and IDs the junk may name.
 */
async function appFor(auth: RouteAuth): Promise<{ app: TestApp; headers: Record<string, string> }> {
  const app = await makeTestApp();
  const member = await app.createMember();
  await app.db
    .updateTable('members')
    .set({ membership_id: KNOWN_MEMBERSHIP_ID })
    .where('id', '=', member.id)
    .execute();
  await app.createPartner({ status: 'pending' });
  // A listed partner puts rows in the full-text index, so searches are really parsed by it.
  await app.createPartner({ status: 'approved' });
  if (auth === 'member') return { app, headers: (await app.signIn.member()).headers };
  if (auth === 'partner' || auth === 'member-or-partner')
    return { app, headers: (await app.signIn.partner()).headers };
  if (auth === 'admin' || auth === 'partner-or-admin')
    return { app, headers: (await app.signIn.admin()).headers };
  return { app, headers: {} };
}

function fieldNames(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
  };
  return Object.keys(json.properties ?? {});
}

const HUGE = 'x'.repeat(200_000);

/** Text laced with control characters (NUL, escape, DEL, C1): the FTS5 parser throws on a NUL. */
const controlText = fc
  .tuple(
    fc.string({ maxLength: 12 }),
    fc.constantFrom('\u0000', '\u0001', '\u0008', '\u001b', '\u007f', '\u0085', '\u009f', '\r\n'),
    fc.string({ maxLength: 12 }),
  )
  .map(([before, control, after]) => `${before}${control}${after}`);
const CONTROL_SAMPLES = [
  '\u0000clinic',
  'a\u0000',
  '\u0000',
  'MCS-2026-ABCDEF\u0000',
  '\u001b[31m',
];

const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(HUGE),
  controlText,
  fc.constantFrom(...CONTROL_SAMPLES),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    'all',
    '1e309',
    '__proto__',
    "'; drop table members; --",
    '%_\\',
    'MCS-2026-ABCDEF',
  ),
  fc.array(fc.jsonValue(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 5 }),
);

/** Junk as text (String() throws on objects without a prototype, which fast-check makes). */
const junkText = junkValue.map((value) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
);

/** Deeply nested arrays/objects: parsers and validators must not fall over on depth. */
const deepJunk = fc
  .integer({ min: 50, max: 2000 })
  .map((depth) => '['.repeat(depth) + ']'.repeat(depth));

/**
 * Values a real client might send for common fields, at and past their edges: mixed with junk so
 * that some bodies pass validation and drive the service and the database with odd but legal input.
 */
const PLAUSIBLE: Record<string, fc.Arbitrary<unknown>> = {
  membershipId: fc.constantFrom(
    KNOWN_MEMBERSHIP_ID,
    'mcs2026abcdef',
    ' MCS-2026-abcdef ',
    `${KNOWN_MEMBERSHIP_ID}\u0000`,
  ),
  service: fc.oneof(fc.string({ minLength: 1, maxLength: 200 }), controlText),
  discountApplied: fc.oneof(
    fc.integer({ min: 0, max: 100 }),
    fc.double({ min: 0, max: 100, noNaN: true }),
    fc.integer({ min: -5, max: 105 }),
    fc.double(),
  ),
  standardDiscount: fc.oneof(
    fc.integer({ min: 0, max: 100 }),
    fc.double({ min: 0, max: 100, noNaN: true }),
    fc.integer({ min: -5, max: 105 }),
    fc.double(),
  ),
  billAmount: fc.oneof(
    fc.double({ min: 0, max: 10_000_000, noNaN: true }),
    fc.integer({ min: -1, max: 20_000_000 }),
    fc.double(),
  ),
  savedAmount: fc.oneof(
    fc.double({ min: 0, max: 10_000_000, noNaN: true }),
    fc.integer({ min: -1, max: 20_000_000 }),
    fc.double(),
  ),
  email: fc.constantFrom('a@b.in', 'A@B.IN', ' a@b.in ', 'x@y'),
  password: fc.string({ minLength: 0, maxLength: 30 }),
  status: fc.constantFrom('pending', 'in-progress', 'resolved', 'RESOLVED'),
  reason: fc.string({ maxLength: 600 }),
  expiresInDays: fc.integer({ min: -1, max: 100 }),
};

/** A body as raw text: JSON of junk shaped like the route's fields, or not JSON at all. */
function bodyText(route: DeclaredRoute): fc.Arbitrary<string> {
  const names = fieldNames(route.body);
  const shaped = names.length
    ? fc.record(Object.fromEntries(names.map((name) => [name, junkValue])), { requiredKeys: [] })
    : fc.dictionary(fc.string({ maxLength: 10 }), junkValue, { maxKeys: 4 });
  // Known fields are always sent (mostly plausible, sometimes junk); the rest may be left out.
  const plausible = fc.record(
    Object.fromEntries(
      names.map((name) => {
        const known = PLAUSIBLE[name];
        return [
          name,
          known
            ? fc.oneof({ weight: 4, arbitrary: known }, { weight: 1, arbitrary: junkValue })
            : junkValue,
        ];
      }),
    ),
    { requiredKeys: names.filter((name) => PLAUSIBLE[name]) },
  );
  return fc.oneof(
    shaped.map((value) => JSON.stringify(value)),
    plausible.map((value) => JSON.stringify(value)),
    plausible.map((value) => JSON.stringify(value)),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.string({ maxLength: 200 }),
    fc.constantFrom(
      '',
      '{',
      '{"a":',
      'null',
      '[]',
      '"text"',
      '{"__proto__":{"isAdmin":true}}',
      `{"name":"${HUGE}"}`,
    ),
    deepJunk,
  );
}

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  undefined,
);

/** Path ids: numbers out of range, words, encoded slashes and dots. */
const pathValue = fc.oneof(
  fc.string({ minLength: 1, maxLength: 40 }),
  controlText,
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '99999999999999999999999',
    '1e3',
    '..',
    '%2e%2e%2fetc',
    'NaN',
    '1',
  ),
  fc.nat().map(String),
);

function fillPath(path: string, values: string[]): string {
  let index = 0;
  return path.replace(/:([A-Za-z_]\w*)/g, () => encodeURIComponent(values[index++] ?? 'x'));
}

const queryString = (route: DeclaredRoute) => {
  const names = [...fieldNames(route.query), 'page', 'limit', 'search', 'q', 'status', 'since'];
  const pairs = fc.array(
    fc.tuple(
      fc.constantFrom(...names),
      fc.oneof(fc.string({ maxLength: 30 }), junkText, controlText),
    ),
    {
      maxLength: 6,
    },
  );
  return fc.oneof(
    pairs.map((list) => new URLSearchParams(list).toString()),
    fc.string({ maxLength: 60 }).map((raw) => raw.replace(/#/g, '')),
    fc.constantFrom(
      'page=0',
      'limit=-5',
      'page=1e400',
      'limit=abc',
      'since=-1',
      `q=${HUGE.slice(0, 5000)}`,
      'q=%00clinic',
      'q=clinic%00&search=%00',
      'search=%00&state=%00&district=%01',
      '%',
      '&&&==',
    ),
  );
};

async function expectTidyAnswer(res: Response, label: string): Promise<void> {
  expect(res.status, label).toBeLessThan(500);
  if (res.status >= 400) {
    const body = (await res.json()) as { message?: unknown };
    expect(typeof body.message, label).toBe('string');
  }
}

const jsonRoutes = API_ROUTES.filter((route) => !route.multipart);

describe('every route survives arbitrary input', () => {
  it.each(jsonRoutes.map((route) => [routeKey(route), route] as const))(
    '%s never answers 500',
    async (_key, route) => {
      const made = await appFor(route.auth);
      t = made.app;
      const app = made.app;
      const params = (route.path.match(/:\w+/g) ?? []).length;
      const request = fc.record({
        pathValues: fc.array(pathValue, { minLength: params, maxLength: params }),
        query: queryString(route),
        body: bodyText(route),
        type: contentType,
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ pathValues, query, body, type }) => {
          const path = `${fillPath(route.path, pathValues)}?${query}`;
          const headers: Record<string, string> = { ...made.headers };
          if (type) headers['content-type'] = type;
          const init: RequestInit = { method: route.method.toUpperCase(), headers };
          if (route.method !== 'get') init.body = body;
          await expectTidyAnswer(
            await app.app.request(path, init),
            `${route.method} ${path} ${body.slice(0, 120)}`,
          );
        }),
        { numRuns: RUNS },
      );
    },
  );
});

describe('partner registration survives arbitrary forms and files', () => {
  it('answers random fields, fake-typed, oversize and too many files with 2xx or 4xx and a message', async () => {
    t = await makeTestApp();
    const app = t;
    const realPdf = await pdfFile();
    const realPng = pngFile();
    const fakePdf = new File(['this is not a pdf'], 'certificate.pdf', { type: 'application/pdf' });
    const fakePng = new File([new Uint8Array([0x3c, 0x73, 0x76, 0x67, 0x3e])], 'photo.png', {
      type: 'image/png',
    });
    const script = new File(['#!/bin/sh\nrm -rf /'], 'clinic.jpg', { type: 'image/jpeg' });
    const oversize = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', {
      type: 'image/png',
    });
    const fileArb = fc.constantFrom(
      realPdf,
      realPng,
      fakePdf,
      fakePng,
      script,
      oversize,
      new File([], 'empty.pdf'),
    );

    const fieldNamesList = Object.keys(VALID_REGISTRATION_FIELDS);
    const form = fc.record({
      // Start from a valid form and spoil some fields, so later rules and the file checks are reached.
      spoiled: fc.dictionary(
        fc.constantFrom(...fieldNamesList, 'customSpecialization', 'centerName'),
        junkText,
        {
          maxKeys: 4,
        },
      ),
      keepValid: fc.boolean(),
      certificate: fc.option(fileArb, { nil: undefined }),
      photos: fc.array(fileArb, { maxLength: 8 }),
      photoField: fc.constantFrom('clinicPhotos', 'clinicPhotos[]', 'certificateFile'),
      counter: fc.nat(),
    });
    await fc.assert(
      fc.asyncProperty(
        form,
        async ({ spoiled, keepValid, certificate, photos, photoField, counter }) => {
          const data = new FormData();
          const base = keepValid
            ? { ...VALID_REGISTRATION_FIELDS, email: `fuzz-${counter}-${Math.random()}@x.in` }
            : {};
          for (const [key, value] of Object.entries({ ...base, ...spoiled }))
            data.append(key, value);
          if (certificate) data.append('certificateFile', certificate);
          for (const photo of photos) data.append(photoField, photo);
          const res = await app.app.request('/api/partners/register', {
            method: 'POST',
            body: data,
          });
          await expectTidyAnswer(res, JSON.stringify(spoiled).slice(0, 200));
        },
      ),
      { numRuns: 30 },
    );
  });

  it('answers a registration that is not multipart with 400 and a message', async () => {
    t = await makeTestApp();
    for (const [body, type] of [
      ['{"role":"doctor"}', 'application/json'],
      ['--x\r\nbroken', 'multipart/form-data; boundary=x'],
      ['', 'multipart/form-data'],
    ] as const) {
      const res = await t.app.request('/api/partners/register', {
        method: 'POST',
        body,
        headers: { 'content-type': type },
      });
      await expectTidyAnswer(res, `${type} ${body}`);
      expect(res.status).toBeGreaterThanOrEqual(400);
    }
  });
});

describe('tokens of every shape', () => {
  const tokenArb = fc.oneof(
    fc.string({ maxLength: 300 }),
    fc
      .tuple(fc.base64String(), fc.base64String(), fc.base64String())
      .map((parts) => parts.join('.')),
    fc.constantFrom(
      'eyJhbGciOiJub25lIn0.eyJyb2xlIjoiYWRtaW4iLCJpZCI6IjEiLCJpc0FkbWluIjp0cnVlfQ.',
      'null',
      'Bearer',
      HUGE.slice(0, 10_000),
    ),
  );

  it('refuses any made-up bearer token on an admin route with 401 and a message', async () => {
    t = await makeTestApp();
    const app = t;
    await fc.assert(
      fc.asyncProperty(
        tokenArb,
        fc.constantFrom('Bearer ', 'bearer ', 'Basic ', ''),
        async (token, scheme) => {
          const value = `${scheme}${token}`.replace(/[\r\n\0]/g, '');
          let res: Response;
          try {
            res = await app.app.request('/api/partners/stats', {
              headers: { authorization: value },
            });
          } catch {
            return; // the Headers API itself refused the value: it never reaches the server
          }
          expect([401, 403]).toContain(res.status);
          expect(typeof ((await res.json()) as { message?: unknown }).message).toBe('string');
        },
      ),
      { numRuns: 60 },
    );
  });

  it('never lets an admin route through for a member or partner token', async () => {
    t = await makeTestApp();
    const member = bearer(await t.tokens.member(await t.createMember()));
    const partner = bearer(await t.tokens.partner(await t.createPartner()));
    for (const route of API_ROUTES.filter((r) => r.auth === 'admin')) {
      for (const headers of [member, partner]) {
        const res = await t.app.request(fillPath(route.path, ['1']), {
          method: route.method.toUpperCase(),
          headers,
        });
        expect(res.status, routeKey(route)).toBe(403);
      }
    }
  });
});
