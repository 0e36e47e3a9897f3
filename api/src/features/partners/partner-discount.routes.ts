// /api/partners/my-discount: the signed-in partner's offer to members, read by its desk (the
// standard discount it pre-fills, the services a visit is chosen from) and its standard discount
// changed from its dashboard. The partner comes from the token, never from the path or body.
import { createRoute } from '@hono/zod-openapi';
import { partnerDiscountBodySchema, partnerDiscountSchema } from '@mcs/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { jsonAnswer, jsonBody, openApiRoutes, refusals } from '../../lib/openapi.ts';
import * as ex from './partners.examples.ts';
import { routeAccess } from '../auth/guards.service.ts';
import { partnerDiscount, setStandardDiscount } from './partner-discount.service.ts';

/** Mounted at /api/partners. */
export function partnerDiscountRoutes(deps: AppDeps) {
  const access = routeAccess(deps);
  const desk = { ...access('partner'), tags: ['desk'] };
  return openApiRoutes()
    .openapi(
      createRoute({
        ...desk,
        method: 'get',
        path: '/my-discount',
        summary: "The partner's name, standard discount, offer and discounted services",
        responses: {
          200: jsonAnswer(partnerDiscountSchema, { example: ex.discountAnswer }),
          ...refusals(404),
        },
      }),
      async (c) => c.json(await partnerDiscount(deps, c.get('partner').id), 200),
    )
    .openapi(
      createRoute({
        ...desk,
        method: 'put',
        path: '/my-discount',
        summary: "Change the partner's standard discount (percent, 0 to 100)",
        request: { body: jsonBody(partnerDiscountBodySchema, { required: true }) },
        responses: {
          200: jsonAnswer(partnerDiscountSchema, { example: ex.discountAnswer }),
          ...refusals(404),
        },
      }),
      async (c) =>
        c.json(await setStandardDiscount(deps, c.get('partner').id, c.req.valid('json')), 200),
    );
}
