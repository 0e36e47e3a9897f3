// The service worker's side of Web Push: a renewal reminder arrives encrypted from the push
// service, the worker shows it as a notification, and a tap opens (or focuses) the member's app
// at the address it names. Runs in the worker: no DOM, no React, nothing that reads process.env.
import { pushPayloadSchema } from '@mcs/shared/renewals';
import type { PushPayload } from '@mcs/shared/renewals';

interface PushEventLike {
  data: { json(): unknown } | null;
  waitUntil(promise: Promise<unknown>): void;
}

interface NotificationClickLike {
  notification: { data: unknown; close(): void };
  waitUntil(promise: Promise<unknown>): void;
}

interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
}

export interface PushScopeLike {
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: NotificationClickLike) => void,
  ): void;
  registration: {
    scope: string;
    showNotification(
      title: string,
      options: { body: string; data: { url: string }; icon?: string; tag?: string },
    ): Promise<void>;
  };
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
}

/** What a push carries; one that cannot be read still shows something the member understands. */
export function payloadOf(event: PushEventLike): PushPayload {
  try {
    const parsed = pushPayloadSchema.safeParse(event.data?.json());
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: fall through to the plain reminder.
  }
  return {
    title: 'MediCostSaver',
    body: 'Your membership ends soon: renew it in the app.',
    url: '/dashboard',
  };
}

export function handlePush(scope: PushScopeLike): void {
  scope.addEventListener('push', (event) => {
    const payload = payloadOf(event);
    event.waitUntil(
      scope.registration.showNotification(payload.title, {
        body: payload.body,
        data: { url: payload.url },
        icon: '/icons/icon-192.png',
        // A newer reminder replaces the older one instead of piling up.
        tag: 'membership-reminder',
      }),
    );
  });
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    // Only an address of this app: a notification never opens another site.
    const target = new URL(
      typeof data?.url === 'string' ? data.url : '/dashboard',
      scope.registration.scope,
    );
    const url =
      target.origin === new URL(scope.registration.scope).origin
        ? target.href
        : scope.registration.scope;
    event.waitUntil(
      scope.clients
        .matchAll({ type: 'window', includeUncontrolled: true })
        .then(async (windows) => {
          const open = windows.find((w) => new URL(w.url).origin === target.origin);
          if (!open) return scope.clients.openWindow(url);
          await open.navigate?.(url);
          return open.focus();
        }),
    );
  });
}
