// The document passes Redocly's recommended rules (as tuned, with reasons, in redocly.yaml at the
// repository root) with no error: the same check an integrator's tooling runs on it.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../env.ts';
import { makeTestApp } from '../test/test-app.ts';

const run = promisify(execFile);

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: {
    ruleId: string;
    severity: string;
    message: string;
    location: { pointer: string }[];
  }[];
}

/** Redocly's CLI on a document file, offline: no telemetry, no update check, no proxy reachable. */
async function redoclyLint(file: string): Promise<LintReport> {
  const { stdout } = await run(
    join(REPO_ROOT, 'node_modules', '.bin', 'redocly'),
    ['lint', file, '--config', join(REPO_ROOT, 'redocly.yaml'), '--format=json'],
    {
      env: {
        PATH: process.env.PATH,
        HOME: tmpdir(),
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
        REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
        // Anything that still tried the network would meet a closed port and fail the test.
        HTTP_PROXY: 'http://127.0.0.1:9',
        HTTPS_PROXY: 'http://127.0.0.1:9',
      },
      timeout: 120_000,
      maxBuffer: 16 * 1024 * 1024,
    },
    // Redocly exits 1 when it finds an error; its report is still on stdout.
  ).catch((error: { stdout?: string; stderr?: string }) => {
    if (!error.stdout) throw new Error(`redocly gave no report: ${error.stderr}`);
    return { stdout: error.stdout };
  });
  return JSON.parse(stdout) as LintReport;
}

describe('redocly lint of the OpenAPI document', () => {
  it('reports no error under the recommended rules', { timeout: 120_000 }, async () => {
    const t = await makeTestApp({ env: { publicUrl: 'https://medicostsaver.in' } });
    const dir = mkdtempSync(join(tmpdir(), 'mcs-openapi-lint-'));
    try {
      const file = join(dir, 'openapi.json');
      const res = await t.app.request('/api/openapi.json');
      expect(res.status).toBe(200);
      const text = await res.text();
      writeFileSync(file, text);
      const report = await redoclyLint(file);
      const errors = report.problems
        .filter((p) => p.severity === 'error')
        .map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
      expect(errors).toEqual([]);
      expect(report.totals.errors).toBe(0);

      // The same document with one answer's example gone wrong (a wrong type, a field the schema
      // does not have) is refused: the example rules are on.
      const broken = JSON.parse(text) as {
        paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      };
      broken.paths['/api/health']!['get']!.responses['200'] = {
        description: 'Success',
        content: {
          'application/json': {
            schema: { type: 'object', properties: { status: { type: 'string' } } },
            example: { status: 1, extra: true },
          },
        },
      };
      writeFileSync(file, JSON.stringify(broken));
      const refused = await redoclyLint(file);
      expect(refused.problems.filter((p) => p.severity === 'error').map((p) => p.ruleId)).toEqual([
        'no-invalid-media-type-examples',
        'no-invalid-media-type-examples',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await t.close();
    }
  });
});
