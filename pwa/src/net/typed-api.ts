// The API as Hono's typed client sees it: every path, body, query and answer comes from the
// server's route declarations (`AppType`, imported as a type only: no server code in the bundle).
import type { AppType } from '@mcs/api';
import { hc, type ClientRequestOptions } from 'hono/client';

export type Api = ReturnType<typeof hc<AppType>>;

/**
 * The client. hono/client comes with the request layer's own chunk (request.ts, which the first
 * page's script does not carry): a screen's first call then waits for no second download after
 * its screen's code, which on a slow phone's first visit was a round trip of its own before the
 * member's answers could even be asked for. It is precached like the rest of the app.
 */
export function createApi(baseUrl: string, options?: ClientRequestOptions): Api {
  return hc<AppType>(baseUrl, options);
}
