import { describe, expect, it, vi } from 'vitest';
import { handlePush } from './push-notifications.ts';
import type { PushScopeLike } from './push-notifications.ts';

type Listener = (event: never) => void;

function fakeScope(
  windows: {
    url: string;
    focus: () => Promise<unknown>;
    navigate?: (u: string) => Promise<unknown>;
  }[] = [],
) {
  const listeners = new Map<string, Listener>();
  const showNotification = vi.fn(async () => {});
  const openWindow = vi.fn(async () => null);
  const scope = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { scope: 'https://medicostsaver.in/', showNotification },
    clients: { matchAll: async () => windows, openWindow },
  } as unknown as PushScopeLike;
  handlePush(scope);
  const fire = async (type: string, event: object) => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) } as never);
    await Promise.all(waits);
  };
  return { fire, showNotification, openWindow };
}

describe('the service worker and Web Push', () => {
  it('shows the reminder the push carries, keeping where a tap should go', async () => {
    const { fire, showNotification } = fakeScope();
    const payload = {
      title: 'MediCostSaver',
      body: 'Your membership ends on 11/12/2026: renew for ₹430.70',
      url: '/dashboard',
    };
    await fire('push', { data: { json: () => payload } });
    expect(showNotification).toHaveBeenCalledWith('MediCostSaver', {
      body: payload.body,
      data: { url: '/dashboard' },
      icon: '/icons/icon-192.png',
      tag: 'membership-reminder',
    });
  });

  it('still shows a plain reminder when the push cannot be read', async () => {
    const { fire, showNotification } = fakeScope();
    await fire('push', {
      data: {
        json: () => {
          throw new SyntaxError('not json');
        },
      },
    });
    expect(showNotification).toHaveBeenCalledWith(
      'MediCostSaver',
      expect.objectContaining({ body: 'Your membership ends soon: renew it in the app.' }),
    );
  });

  it('opens the app at the address on a tap, and never another site', async () => {
    const { fire, openWindow } = fakeScope();
    const close = vi.fn();
    await fire('notificationclick', { notification: { data: { url: '/dashboard' }, close } });
    expect(close).toHaveBeenCalled();
    expect(openWindow).toHaveBeenCalledWith('https://medicostsaver.in/dashboard');
    await fire('notificationclick', {
      notification: { data: { url: 'https://evil.example/' }, close },
    });
    expect(openWindow).toHaveBeenLastCalledWith('https://medicostsaver.in/');
  });

  it('focuses an open window of the app instead of opening another', async () => {
    const focus = vi.fn(async () => null);
    const navigate = vi.fn(async () => null);
    const { fire, openWindow } = fakeScope([
      { url: 'https://medicostsaver.in/partners', focus, navigate },
    ]);
    await fire('notificationclick', {
      notification: { data: { url: '/dashboard' }, close: () => {} },
    });
    expect(navigate).toHaveBeenCalledWith('https://medicostsaver.in/dashboard');
    expect(focus).toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });
});
