import { useState } from 'react';
import { pushSubscriptionBodySchema } from '@mcs/shared/renewals';
import { fetchVapidKey, savePushSubscription } from '../../../api/renewal-api.ts';
import { useT } from '../../../i18n/index.ts';
import { messageFor } from '../../../net/message-for.ts';
import { memberText } from '../i18n/catalog.ts';
import { en } from '../i18n/en.ts';

export const PUSH_BLOCKED = en['push.blocked'];
export const PUSH_ON = en['push.on'];

/** The VAPID key comes base64url; pushManager wants its bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** Asks for notification permission from a button (never on load), subscribes and tells the server. */
async function subscribe(token: string): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(await fetchVapidKey()),
    }));
  await savePushSubscription(token, pushSubscriptionBodySchema.parse(subscription.toJSON()));
}

/**
 * "Get reminders on this phone": Web Push reminders before the membership ends, for members who
 * ask for them. Browsers without push (iOS outside an installed app) show nothing.
 */
export function PushReminders({ token }: { token: string }) {
  const { t } = useT(memberText);
  const [state, setState] = useState<'idle' | 'busy' | 'on' | 'blocked'>(() =>
    pushSupported() && Notification.permission === 'denied' ? 'blocked' : 'idle',
  );
  const [problem, setProblem] = useState<string | null>(null);
  if (!pushSupported()) return null;

  const turnOn = async () => {
    setState('busy');
    setProblem(null);
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setState('blocked');
      await subscribe(token);
      setState('on');
    } catch (failure) {
      setState('idle');
      setProblem(messageFor(failure, t('push.failed')));
    }
  };

  return (
    <div className="push-reminders">
      {state === 'on' && <p role="status">{t('push.on')}</p>}
      {state === 'blocked' && <p role="status">{t('push.blocked')}</p>}
      {(state === 'idle' || state === 'busy') && (
        <button
          type="button"
          className="btn btn-outline"
          disabled={state === 'busy'}
          onClick={() => void turnOn()}
        >
          {t('push.turnOn')}
        </button>
      )}
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
