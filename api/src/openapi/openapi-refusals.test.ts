// Every refusal a route really gives is one its document declares, with the error body. The
// writes are the routes whose refusals depend on state (already voided, already decided, a name
// taken), so each is sent twice with the same valid request, as a retrying client would: when the
// second is refused, its status must be among the operation's answers, not left to the 4XX range.
import { afterEach, describe, expect, it } from 'vitest';
import { appRoutes, routeKey } from '../test/declared-routes.ts';
import type { DeclaredRoute } from '../test/declared-routes.ts';
import { CALLER_LET_THROUGH, SAMPLES, makeWorld } from '../test/matrix-samples.ts';
import type { World } from '../test/matrix-samples.ts';

interface Answer {
  $ref?: string;
  content?: Record<string, { schema?: { $ref?: string } }>;
}
interface Document {
  paths: Record<string, Record<string, { responses: Record<string, Answer> }>>;
  components: { responses: Record<string, Answer> };
}

const WRITES = (await appRoutes()).filter(
  (route) => route.method !== 'get' && route.path !== '/api/auth/logout',
);

let world: World | undefined;
afterEach(async () => {
  await world?.t.close();
  world = undefined;
});

async function send(
  w: World,
  route: DeclaredRoute,
  sample: Awaited<ReturnType<NonNullable<(typeof SAMPLES)[string]>>>,
) {
  const headers: Record<string, string> = { ...w.headers[CALLER_LET_THROUGH[route.auth]] };
  let body: FormData | string | undefined;
  if (sample.form) body = sample.form;
  else if (sample.json !== undefined) {
    body = JSON.stringify(sample.json);
    headers['content-type'] = 'application/json';
  }
  return w.t.app.request(sample.path, { method: route.method.toUpperCase(), headers, body });
}

/** The answer the document declares for `status`, followed to its component. */
function declared(doc: Document, route: DeclaredRoute, status: number): Answer | undefined {
  const path = route.path.replace(/:(\w+)/g, '{$1}');
  const answer = doc.paths[path]?.[route.method]?.responses[String(status)];
  const ref = answer?.$ref?.split('/').pop();
  return ref ? doc.components.responses[ref] : answer;
}

describe('a write sent twice is refused only with a status its document declares', () => {
  it.each(WRITES.map((route) => [routeKey(route), route] as const))('%s', async (key, route) => {
    world = await makeWorld();
    const doc = (await (await world.t.app.request('/api/openapi.json')).json()) as Document;
    const sample = SAMPLES[key];
    if (!sample) throw new Error(`no sample request for ${key} in matrix-samples.ts`);
    const request = await sample(world, CALLER_LET_THROUGH[route.auth]);
    const first = await send(world, route, request);
    expect(first.status, await first.clone().text()).toBe(route.successStatus);
    const again = await send(world, route, request);
    if (again.status < 400) return;
    const answer = declared(doc, route, again.status);
    expect(answer, `${key} answers ${again.status}: ${await again.text()}`).toBeDefined();
    expect(answer?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/ErrorBody',
    });
  });
});
