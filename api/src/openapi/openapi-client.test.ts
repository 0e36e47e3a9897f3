// A client generated from the document alone, as an integrator would make one (openapi-typescript
// for the types, openapi-fetch to call), and a script of the three everyday flows compiled against
// it. Nothing is sent: the compiler is the check, so a route renamed, a field dropped or a body
// made loose in the document fails here before any integrator meets it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../test/test-app.ts';

const require = createRequire(import.meta.url);

/** What an integrator writes: member, desk and admin flows through the generated types. */
const FLOWS = `
import createClient from 'openapi-fetch';
import type { paths } from './schema';

const api = createClient<paths>({ baseUrl: 'https://medicostsaver.in' });
const bearer = (token: string) => ({ Authorization: \`Bearer \${token}\` });

export async function memberFlow(): Promise<string> {
  const login = await api.POST('/api/auth/login', {
    body: { phone: '9845012345', password: 'a long pass phrase' },
  });
  if (!login.data) throw new Error(login.error.message);
  const me = await api.GET('/api/auth/me', { headers: bearer(login.data.token) });
  if (!me.data) throw new Error(me.error.message);
  const status: 'Active' | 'Expired' | 'Cancelled' = me.data.status;
  return \`\${me.data.membershipId} \${status}\`;
}

export async function deskFlow(): Promise<string> {
  const login = await api.POST('/api/partners/login', {
    body: { email: 'desk@clinic.in', password: 'a long pass phrase' },
  });
  if (!login.data) throw new Error(login.error.message);
  const headers = bearer(login.data.token);
  const verified = await api.POST('/api/partners/verify', {
    headers,
    body: { membershipId: 'MCS-12345678' },
  });
  if (!verified.data) throw new Error(verified.error.message);
  if (!verified.data.valid) return verified.data.message;
  const visit = await api.POST('/api/partners/visit', {
    headers,
    body: {
      membershipId: verified.data.membershipId,
      service: 'Consultation',
      discountApplied: 10,
      billAmount: 500,
    },
  });
  if (visit.response.status === 429) {
    return \`retry after \${visit.response.headers.get('Retry-After')} s\`;
  }
  if (!visit.data) throw new Error(\`\${visit.error.code ?? ''} \${visit.error.message}\`);
  const when: string = visit.data.visit.visitedAt;
  return \`\${visit.data.visit.id} at \${when}\`;
}

export async function adminFlow(): Promise<number> {
  const login = await api.POST('/api/auth/admin/login', {
    body: { email: 'admin@medicostsaver.in', password: 'a long pass phrase' },
  });
  if (!login.data) throw new Error(login.error.message);
  const applications = await api.GET('/api/partners/applications', {
    headers: bearer(login.data.token),
    params: { query: { status: 'pending' } },
  });
  if (!applications.data) throw new Error(applications.error.message);
  return applications.data.filter((application) => application.status === 'pending').length;
}
`;

let dir: string;

beforeAll(async () => {
  const t = await makeTestApp({ env: { publicUrl: 'https://medicostsaver.in' } });
  try {
    const document = (await (await t.app.request('/api/openapi.json')).json()) as OpenAPI3;
    dir = mkdtempSync(join(tmpdir(), 'mcs-openapi-client-'));
    writeFileSync(
      join(dir, 'schema.d.ts'),
      astToString(await openapiTS(document, { silent: true })),
    );
    writeFileSync(join(dir, 'flows.ts'), FLOWS);
  } finally {
    await t.close();
  }
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The compiler's complaints about `file` (line: message), strict, with openapi-fetch from here. */
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

describe('a client generated from the OpenAPI document', () => {
  it('compiles the member, desk and admin flows', { timeout: 120_000 }, () => {
    expect(compile(join(dir, 'flows.ts'))).toEqual([]);
  });

  it('refuses a flow the document does not allow', { timeout: 120_000 }, () => {
    // The same client, a route that does not exist and a visit without its service: both refused.
    const wrong = join(dir, 'wrong.ts');
    writeFileSync(
      wrong,
      `import createClient from 'openapi-fetch';
import type { paths } from './schema';
const api = createClient<paths>({ baseUrl: 'https://medicostsaver.in' });
export const a = api.GET('/api/partners/visits-of-everyone');
export const b = api.POST('/api/partners/visit', { body: { membershipId: 'MCS-1', discountApplied: 10 } });
`,
    );
    const problems = compile(wrong);
    expect(
      problems.filter((p) => p.startsWith('4: ')),
      'the unknown route',
    ).not.toEqual([]);
    expect(problems.filter((p) => p.startsWith('5: ')).join()).toContain("'service'");
  });
});
