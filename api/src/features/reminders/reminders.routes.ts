import { createRoute } from '@hono/zod-openapi';
import {
  okResponseSchema,
  pushSubscriptionBodySchema,
  vapidKeyResponseSchema,
} from '@mcs/shared/renewals';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import { jsonAnswer, jsonBody, openApiRoutes } from '../../lib/openapi.ts';
import * as ex from './reminders.examples.ts';
import { routeAccess } from '../auth/guards.service.ts';
import { savePushSubscription, vapidPublicKey } from './push.service.ts';
import { unsubscribeFromReminders } from './reminders.service.ts';

const tags = ['reminders'];

/** Mounted at /api. */
export function reminderRoutes(deps: AppDeps) {
  const access = routeAccess(deps);
  return openApiRoutes()
    .openapi(
      createRoute({
        method: 'get',
        path: '/push/vapid-public-key',
        tags,
        summary: 'The public key browsers subscribe to our Web Push with',
        ...access('public'),
        responses: { 200: jsonAnswer(vapidKeyResponseSchema, { example: ex.vapidKeyAnswer }) },
      }),
      async (c) => c.json({ publicKey: await vapidPublicKey(deps) }, 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/members/me/push-subscription',
        tags,
        summary: "Keep this browser's push subscription for membership reminders",
        ...access('member'),
        request: {
          body: jsonBody(pushSubscriptionBodySchema, {
            required: true,
            example: ex.pushSubscriptionBody,
          }),
        },
        responses: { 200: jsonAnswer(okResponseSchema, { example: ex.okAnswer }) },
      }),
      async (c) => {
        await savePushSubscription(deps, c.get('member').id, c.req.valid('json'));
        return c.json({ ok: true as const }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/reminders/unsubscribe',
        tags,
        summary: 'The link in reminder e-mails: no more reminder e-mails',
        ...access('public'),
        request: {
          query: z.object({
            token: z.string().max(200).describe("The token in the reminder e-mail's link."),
          }),
        },
        responses: {
          200: jsonAnswer(z.object({ message: z.string() }), { example: ex.unsubscribedAnswer }),
        },
      }),
      async (c) => c.json(await unsubscribeFromReminders(deps, c.req.valid('query').token), 200),
    );
}
