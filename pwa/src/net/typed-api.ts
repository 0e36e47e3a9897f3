// The API as Hono's typed client sees it: every path, body, query and answer comes from the
// server's route declarations (`AppType`, imported as a type only: no server code in the bundle).
import type { AppType } from '@mcs/api';
import type { ClientRequestOptions, hc } from 'hono/client';

export type Api = ReturnType<typeof hc<AppType>>;

/**
 * The client, with hono/client loaded on first use: the first page's script stays as small as
 * it was, and the chunk is precached like the rest of the app, so it loads offline too.
 */
export async function loadApi(baseUrl: string, options?: ClientRequestOptions): Promise<Api> {
  const { hc } = await import('hono/client');
  return hc<AppType>(baseUrl, options);
}
