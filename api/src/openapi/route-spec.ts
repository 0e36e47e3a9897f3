// The shape of one registry entry: who may call a route and the zod schemas of its input and answer.
import type { z } from 'zod';

/**
 * Who may call a route. `public` ignores any token; `optional` is public but refuses a bad token;
 * `partner` means an approved partner (a pending or rejected one is refused).
 */
export type RouteAuth = 'public' | 'optional' | 'member' | 'partner' | 'admin' | 'partner-or-admin';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

export interface RouteSpec {
  method: HttpMethod;
  /** Hono form: `/api/partners/applications/:id/approve`. */
  path: string;
  auth: RouteAuth;
  tag: 'system' | 'auth' | 'directory' | 'desk' | 'admin' | 'contact' | 'sync' | 'cards' | 'files';
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body, unless `multipart` says the body is a form. */
  body?: z.ZodType;
  /** True when the body may be left out entirely. */
  bodyOptional?: boolean;
  /** multipart/form-data: text fields from `body`, plus these file fields. */
  multipart?: { files: { name: string; multiple: boolean; description: string }[] };
  successStatus: 200 | 201;
  /** JSON answer; absent for a binary answer (see `binary`). */
  response?: z.ZodType;
  binary?: string;
}
