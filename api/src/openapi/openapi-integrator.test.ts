// The integrator's check: a clinic's developer with only the published document. A real server
// runs on a fresh database on loopback; the document is fetched from it, a client is generated
// from it (openapi-typescript for the types, openapi-fetch to call), and a script written against
// that client alone is compiled strictly and then run: an admin approves the clinic and enrols a
// member, the partner's person creates an API key and a webhook endpoint and logs out, and the
// clinic's software, with the key, verifies the card, records one visit twice under one
// Idempotency-Key, tries the key with another body, and voids the visit. The signed webhooks reach
// a receiver on loopback and are checked with the standardwebhooks package, an implementation of
// the specification independent of the server's signer.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPI3 } from 'openapi-typescript';
import { Webhook } from 'standardwebhooks';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../server.ts';
import type { RunningServer } from '../server.ts';
import { VALID_REGISTRATION_FIELDS, registrationForm } from '../test/registration-form.ts';

const require = createRequire(import.meta.url);

/** The integrator's script: it knows the API only through `./schema`, generated from the document. */
const SCRIPT = `
import createClient from 'openapi-fetch';
import type { paths } from './schema';

export interface Setup {
  baseUrl: string;
  inviteCode: string;
  partner: { email: string; password: string };
  webhookUrl: string;
}

/** One call's outcome as the script saw it. */
export interface Seen<T> {
  status: number;
  replayed: string | null;
  data?: T;
  code?: string;
}

const bearer = (token: string) => ({ Authorization: \`Bearer \${token}\` });

function must<T>(result: { data?: T; error?: { message: string }; response: Response }): T {
  if (result.data === undefined) {
    throw new Error(\`\${result.response.url}: \${result.response.status} \${result.error?.message}\`);
  }
  return result.data;
}

function seen<T>(result: { data?: T; error?: { code?: string }; response: Response }): Seen<T> {
  return {
    status: result.response.status,
    replayed: result.response.headers.get('Idempotent-Replayed'),
    ...(result.data === undefined ? {} : { data: result.data }),
    ...(result.error?.code === undefined ? {} : { code: result.error.code }),
  };
}

export async function integrate(setup: Setup) {
  const api = createClient<paths>({ baseUrl: setup.baseUrl });

  // The admin: registers with the invite code, approves the clinic, enrols a member.
  const admin = must(
    await api.POST('/api/auth/admin/register', {
      body: {
        name: 'Integration Admin',
        email: 'admin@integration.example.in',
        phone: '9800000001',
        password: 'a long admin pass phrase',
        inviteCode: setup.inviteCode,
      },
    }),
  );
  const asAdmin = bearer(admin.token);
  const pending = must(
    await api.GET('/api/partners/applications', {
      headers: asAdmin,
      params: { query: { status: 'pending' } },
    }),
  );
  const application = pending.find((a) => a.email === setup.partner.email);
  if (!application) throw new Error('the clinic has not applied');
  must(
    await api.POST('/api/partners/applications/{id}/approve', {
      headers: asAdmin,
      params: { path: { id: application._id } },
    }),
  );
  const enrolled = must(
    await api.POST('/api/admin/members', {
      headers: asAdmin,
      body: {
        name: 'Asha Verma',
        email: 'asha@integration.example.in',
        phone: '9845012345',
        paymentReference: 'UPI-INTEGRATION-1',
      },
    }),
  );
  const membershipId = enrolled.member.membershipId;

  // The partner's person: a key for the clinic's software and an endpoint for its webhooks.
  const session = must(await api.POST('/api/partners/login', { body: setup.partner }));
  const asPerson = bearer(session.token);
  const key = must(
    await api.POST('/api/partners/api-keys', {
      headers: asPerson,
      body: { name: 'Billing system' },
    }),
  );
  const endpoint = must(
    await api.POST('/api/partners/webhooks', {
      headers: asPerson,
      body: { url: setup.webhookUrl, events: ['visit.recorded', 'visit.voided'] },
    }),
  );
  // The receptionist presses Logout: that ends people's sessions, not the clinic's key.
  must(await api.POST('/api/auth/logout', { headers: asPerson }));

  // The clinic's software, with the key alone.
  const asSoftware = bearer(key.secret);
  const verified = must(
    await api.POST('/api/partners/verify', { headers: asSoftware, body: { membershipId } }),
  );
  const visit = { membershipId, service: 'Consultation', discountApplied: 10, billAmount: 800 };
  const once = { header: { 'idempotency-key': 'bill-2026-000123' } };
  const first = seen(
    await api.POST('/api/partners/visit', { headers: asSoftware, params: once, body: visit }),
  );
  const again = seen(
    await api.POST('/api/partners/visit', { headers: asSoftware, params: once, body: visit }),
  );
  const otherBody = seen(
    await api.POST('/api/partners/visit', {
      headers: asSoftware,
      params: once,
      body: { ...visit, billAmount: 900 },
    }),
  );
  const visitId = first.data?.visit.id;
  if (!visitId) throw new Error('no visit was recorded');
  const voided = must(
    await api.POST('/api/partners/visits/{id}/void', {
      headers: asSoftware,
      params: { path: { id: visitId } },
      body: { reason: 'Entered twice by the front desk' },
    }),
  );
  const listed = must(await api.GET('/api/partners/partner-visits', { headers: asSoftware }));
  const stale = seen(await api.GET('/api/auth/me', { headers: asPerson }));
  return {
    membershipId,
    verified: { valid: verified.valid, membershipId: verified.membershipId },
    first,
    again,
    otherBody,
    voided: voided.visit,
    visits: listed.visits.map((v) => ({ id: v.id, membershipId: v.membershipId, voidedAt: v.voidedAt })),
    endpointSecret: endpoint.secret,
    personAfterLogout: stale.status,
  };
}
`;

interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
  type: string;
}

/**
 * A webhook receiver on 127.0.0.1: `next(type)` is a promise of the first delivery of that event
 * type, refused if none comes within `timeoutMs` (the server's dispatcher looks every few seconds).
 */
async function startReceiver(timeoutMs: number) {
  const deliveries: Delivery[] = [];
  const waiting: { type: string; resolve: (delivery: Delivery) => void }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const { type } = JSON.parse(body) as { type: string };
      const delivery = { headers: req.headers, body, type };
      deliveries.push(delivery);
      for (const waiter of waiting.filter((w) => w.type === type)) waiter.resolve(delivery);
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/mcs`,
    deliveries,
    next(type: string): Promise<Delivery> {
      const arrived = deliveries.find((d) => d.type === type);
      if (arrived) return Promise.resolve(arrived);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no ${type} webhook within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiting.push({
          type,
          resolve: (delivery) => {
            clearTimeout(timer);
            resolve(delivery);
          },
        });
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The compiler's complaints about `file`, strict, with openapi-fetch from this repository. */
function compile(file: string): string[] {
  const openapiFetch = join(dirname(require.resolve('openapi-fetch')), 'index.d.mts');
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    noUncheckedIndexedAccess: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
    paths: { 'openapi-fetch': [openapiFetch] },
  });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const line =
      d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0;
    return `${line}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}

/** The script as JavaScript Node runs, importing this repository's openapi-fetch by its file URL. */
function transpile(source: string): string {
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  });
  const openapiFetch = pathToFileURL(
    join(dirname(require.resolve('openapi-fetch')), 'index.mjs'),
  ).href;
  return outputText.replace(/from ['"]openapi-fetch['"]/, `from '${openapiFetch}'`);
}

/** The three Standard Webhooks headers of a delivery, as the library takes them. */
function signatureHeaders(delivery: Delivery): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature'])
    headers[name] = String(delivery.headers[name]);
  return headers;
}

const INVITE = 'INTEGRATOR-INVITE';
const PARTNER = {
  email: VALID_REGISTRATION_FIELDS['email']!,
  password: VALID_REGISTRATION_FIELDS['password']!,
};

let server: RunningServer | undefined;
let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
let dir: string | undefined;
afterAll(async () => {
  await server?.close();
  await receiver?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

let script: string;
let baseUrl: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mcs-integrator-'));
  receiver = await startReceiver(30_000);
  server = await startServer({
    port: 0,
    dataDir: join(dir, 'data'),
    demo: false,
    env: {
      host: '127.0.0.1',
      logLevel: 'silent',
      adminInviteCode: INVITE,
      // The receiver is on loopback over plain http, which only a test server may send to.
      webhooksAllowLocal: true,
    },
  });
  baseUrl = `http://127.0.0.1:${server.port}`;
  const res = await fetch(`${baseUrl}/api/openapi.json`);
  expect(res.status).toBe(200);
  const document = (await res.json()) as OpenAPI3;
  writeFileSync(join(dir, 'schema.d.ts'), astToString(await openapiTS(document, { silent: true })));
  script = join(dir, 'integrate.ts');
  writeFileSync(script, SCRIPT);
  // The clinic applies through the public form, as its people do in the web app.
  const applied = await fetch(`${baseUrl}/api/partners/register`, {
    method: 'POST',
    body: await registrationForm(),
  });
  expect(applied.status, await applied.text()).toBe(201);
}, 120_000);

describe("an integrator's script with only the document and a generated client", () => {
  it('compiles strictly against the client generated from the served document', () => {
    expect(compile(script)).toEqual([]);
  }, 120_000);

  it('creates a key, verifies a card, records one visit for two sends, voids it, and gets the signed webhooks', async () => {
    const module = join(dir!, 'integrate.mjs');
    writeFileSync(module, transpile(SCRIPT));
    const { integrate } = (await import(pathToFileURL(module).href)) as {
      integrate: (setup: object) => Promise<{
        membershipId: string;
        verified: { valid: boolean; membershipId: string };
        first: { status: number; replayed: string | null; data?: { visit: { id: string } } };
        again: { status: number; replayed: string | null; data?: unknown };
        otherBody: { status: number; code?: string };
        voided: { id: string; voidedAt: string; voidReason: string };
        visits: { id: string; membershipId: string; voidedAt: string | null }[];
        endpointSecret: string;
        personAfterLogout: number;
      }>;
    };
    const seen = await integrate({
      baseUrl,
      inviteCode: INVITE,
      partner: PARTNER,
      webhookUrl: receiver!.url,
    });

    expect(seen.verified).toEqual({ valid: true, membershipId: seen.membershipId });
    // The person's session ended at logout; the key went on working.
    expect(seen.personAfterLogout).toBe(401);

    // One Idempotency-Key, the same body twice: one visit, the same answer, marked as replayed.
    expect(seen.first.status).toBe(201);
    expect(seen.first.replayed).toBeNull();
    expect(seen.again).toEqual({ ...seen.first, replayed: 'true' });
    expect(seen.otherBody).toMatchObject({ status: 409, code: 'idempotency_mismatch' });
    const visitId = seen.first.data!.visit.id;
    expect(seen.visits.filter((v) => v.membershipId === seen.membershipId)).toEqual([
      { id: visitId, membershipId: seen.membershipId, voidedAt: seen.voided.voidedAt },
    ]);
    expect(seen.voided).toMatchObject({
      id: visitId,
      voidReason: 'Entered twice by the front desk',
    });

    // Both events arrive signed with the endpoint's secret, checked by an independent library.
    const webhook = new Webhook(seen.endpointSecret);
    const recorded = await receiver!.next('visit.recorded');
    const voided = await receiver!.next('visit.voided');
    const recordedEvent = webhook.verify(recorded.body, signatureHeaders(recorded)) as {
      type: string;
      data: { id: string; membershipId: string };
    };
    const voidedEvent = webhook.verify(voided.body, signatureHeaders(voided)) as {
      type: string;
      data: { id: string; reason: string; voidedAt: string };
    };
    expect(recordedEvent).toMatchObject({
      type: 'visit.recorded',
      data: { id: visitId, membershipId: seen.membershipId },
    });
    expect(voidedEvent).toMatchObject({
      type: 'visit.voided',
      data: {
        id: visitId,
        reason: 'Entered twice by the front desk',
        voidedAt: seen.voided.voidedAt,
      },
    });
    // The library refuses a body changed on the way, and another endpoint's secret.
    expect(() =>
      webhook.verify(recorded.body.replace(visitId, `${visitId}0`), signatureHeaders(recorded)),
    ).toThrow();
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(
        recorded.body,
        signatureHeaders(recorded),
      ),
    ).toThrow();
    // The replayed send told the clinic's software of no second visit.
    const recordedIds = receiver!.deliveries
      .filter((d) => d.type === 'visit.recorded')
      .map((d) => d.headers['webhook-id']);
    expect(new Set(recordedIds).size).toBe(1);
  }, 120_000);
});
