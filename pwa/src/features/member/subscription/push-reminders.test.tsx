import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUSH_BLOCKED, PUSH_ON, PushReminders } from './push-reminders.tsx';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

// The server's VAPID public key (65 bytes, base64url) and a browser subscription for it.
const VAPID =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const SUBSCRIPTION = {
  endpoint: 'https://push.example.test/device-1',
  keys: { p256dh: 'BPtest-key', auth: 'auth-secret' },
};

let permission: NotificationPermission;
const requestPermission = vi.fn(async () => permission);
const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => ({
  toJSON: () => SUBSCRIPTION,
}));

beforeEach(() => {
  permission = 'granted';
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) =>
    String(input).endsWith('/vapid-public-key')
      ? json(200, { publicKey: VAPID })
      : json(200, { ok: true }),
  );
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal(
    'Notification',
    Object.assign(class {}, { permission: 'default', requestPermission }),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: Promise.resolve({ pushManager: { getSubscription: async () => null, subscribe } }),
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  subscribe.mockClear();
  requestPermission.mockClear();
});

const button = () => screen.getByRole('button', { name: 'Get renewal reminders on this phone' });

describe('renewal reminders on this phone', () => {
  it('asks for permission only from the button, subscribes with the server key and sends the subscription', async () => {
    const user = userEvent.setup();
    render(<PushReminders token="member-token" />);
    expect(requestPermission).not.toHaveBeenCalled();
    await user.click(button());
    expect(await screen.findByText(PUSH_ON)).toBeInTheDocument();
    const options = subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    const key = options.applicationServerKey as Uint8Array;
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toBe('/api/members/me/push-subscription');
    expect(JSON.parse(String(post[1]?.body))).toEqual(SUBSCRIPTION);
    expect(new Headers(post[1]?.headers).get('authorization')).toBe('Bearer member-token');
  });

  it('says how to allow notifications when the member refuses, and subscribes nothing', async () => {
    permission = 'denied';
    const user = userEvent.setup();
    render(<PushReminders token="member-token" />);
    await user.click(button());
    expect(await screen.findByText(PUSH_BLOCKED)).toBeInTheDocument();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('shows nothing in a browser without Web Push', () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    const { container } = render(<PushReminders token="member-token" />);
    expect(container).toBeEmptyDOMElement();
  });
});
