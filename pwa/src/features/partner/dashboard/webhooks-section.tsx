import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { WEBHOOK_EVENT_TYPES } from '@mcs/shared';
import type { WebhookEndpoint, WebhookEventType } from '@mcs/shared';
import {
  addWebhookEndpoint,
  removeWebhookEndpoint,
  sendWebhookTest,
  webhookQueries,
} from '../../../api/webhooks-api.ts';
import { messageFor } from '../../../net/message-for.ts';
import { TextField } from '../../../ui/field.tsx';
import { useDeskWords } from '../desk/desk-words.ts';
import { en } from '../i18n/en.ts';
import { WebhookLog } from './webhook-log.tsx';
import './webhooks-section.css';

/** Each event's name for the partner, as its catalog key. */
export const EVENT_KEYS = {
  'visit.recorded': 'hooks.event.visit.recorded',
  'visit.voided': 'hooks.event.visit.voided',
  'card.revoked': 'hooks.event.card.revoked',
} as const satisfies Record<WebhookEventType, keyof typeof en>;
export const ADD_FAILED = en['hooks.addFailed'];
export const PICK_AN_EVENT = en['hooks.eventNeeded'];
export const ENTER_URL = en['hooks.urlNeeded'];
export const ENDPOINTS_FAILED = en['hooks.failed'];
export const ACTION_FAILED = en['hooks.actionFailed'];
export const TEST_SENT = en['hooks.testSent'];
// Not words: a hidden secret's shape, and an address to copy the form of.
const HIDDEN_SECRET = 'whsec_••••••••';
const URL_EXAMPLE = 'https://clinic.example.in/webhooks/mcs';

/**
 * The dashboard's Webhooks: the clinic's own software is told of visits and revoked cards as they
 * happen. Each endpoint has a signing secret the software checks every delivery with; the log
 * shows each try and what the endpoint answered.
 */
export function WebhooksSection({ token }: { token: string }) {
  const { t } = useDeskWords();
  const endpoints = useQuery(webhookQueries.endpoints(token));
  return (
    <section className="card desk-webhooks" aria-labelledby="desk-webhooks-heading">
      <h2 id="desk-webhooks-heading">{t('hooks.title')}</h2>
      <p>{t('hooks.intro')}</p>
      {/* Said quietly: nothing was asked for, and the desk's own work does not depend on it. */}
      {endpoints.error && <p className="muted">{messageFor(endpoints.error, t('hooks.failed'))}</p>}
      {endpoints.data && endpoints.data.length > 0 && (
        <ul className="webhook-endpoints" aria-label={t('hooks.list')}>
          {endpoints.data.map((endpoint) => (
            <EndpointItem key={endpoint.id} token={token} endpoint={endpoint} />
          ))}
        </ul>
      )}
      <AddEndpointForm token={token} />
      <WebhookLog token={token} />
    </section>
  );
}

function EndpointItem({ token, endpoint }: { token: string; endpoint: WebhookEndpoint }) {
  const { t } = useDeskWords();
  const queryClient = useQueryClient();
  const [secretShown, setSecretShown] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhookQueries.all(token) });
  const test = useMutation({
    mutationFn: () => sendWebhookTest(token, endpoint.id),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: () => removeWebhookEndpoint(token, endpoint.id),
    onSuccess: refresh,
  });
  const failure = test.error ?? remove.error;
  return (
    <li className="webhook-endpoint">
      <p className="webhook-url">{endpoint.url}</p>
      <p className="muted">{endpoint.events.map((event) => t(EVENT_KEYS[event])).join(', ')}</p>
      <p className="webhook-secret">
        {t('hooks.secret')} <code>{secretShown ? endpoint.secret : HIDDEN_SECRET}</code>{' '}
        <button
          type="button"
          className="btn btn-outline"
          aria-label={t(secretShown ? 'hooks.hideSecretFor' : 'hooks.showSecretFor', {
            url: endpoint.url,
          })}
          onClick={() => setSecretShown((shown) => !shown)}
        >
          {secretShown ? t('hooks.hideSecret') : t('hooks.showSecret')}
        </button>
      </p>
      <div className="webhook-actions">
        <button
          type="button"
          className="btn btn-outline"
          aria-label={t('hooks.testFor', { url: endpoint.url })}
          disabled={test.isPending}
          onClick={() => test.mutate()}
        >
          {test.isPending ? t('hooks.sending') : t('hooks.test')}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          aria-label={t('hooks.removeFor', { url: endpoint.url })}
          disabled={remove.isPending}
          onClick={() => remove.mutate()}
        >
          {t('hooks.remove')}
        </button>
      </div>
      {test.isSuccess && (
        <p className="hint" role="status">
          {t('hooks.testSent')}
        </p>
      )}
      {failure && (
        <p className="form-error" role="alert">
          {messageFor(failure, t('hooks.actionFailed'))}
        </p>
      )}
    </li>
  );
}

function AddEndpointForm({ token }: { token: string }) {
  const { t } = useDeskWords();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['visit.recorded']);
  // What the last Add found missing; said at render, in the current language.
  const [problem, setProblem] = useState<{ url?: boolean; events?: boolean }>({});
  const add = useMutation({
    mutationFn: () => addWebhookEndpoint(token, { url: url.trim(), events }),
    onSuccess: () => {
      setUrl('');
      void queryClient.invalidateQueries({ queryKey: webhookQueries.all(token) });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      ...(url.trim() === '' ? { url: true } : {}),
      ...(events.length === 0 ? { events: true } : {}),
    };
    setProblem(found);
    if (!found.url && !found.events) add.mutate();
  };
  const toggle = (type: WebhookEventType, on: boolean) => {
    setEvents((now) => WEBHOOK_EVENT_TYPES.filter((t) => (t === type ? on : now.includes(t))));
    setProblem((p) => ({ ...p, events: undefined }));
  };

  return (
    <form className="form webhook-add" onSubmit={onSubmit} noValidate>
      <h3>{t('hooks.addTitle')}</h3>
      <TextField
        label={t('hooks.url')}
        type="url"
        inputMode="url"
        placeholder={URL_EXAMPLE}
        value={url}
        error={problem.url ? t('hooks.urlNeeded') : null}
        onChange={(e) => {
          setUrl(e.target.value);
          setProblem((p) => ({ ...p, url: undefined }));
          add.reset();
        }}
      />
      <fieldset className="webhook-events" aria-describedby="webhook-events-error">
        <legend>{t('hooks.events')}</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type} className="check">
            <input
              type="checkbox"
              checked={events.includes(type)}
              onChange={(e) => toggle(type, e.target.checked)}
            />
            <span>
              {t(EVENT_KEYS[type])} <code>{type}</code>
            </span>
          </label>
        ))}
        {problem.events && (
          <p id="webhook-events-error" className="field-error">
            {t('hooks.eventNeeded')}
          </p>
        )}
      </fieldset>
      <button type="submit" className="btn btn-primary" disabled={add.isPending}>
        {add.isPending ? t('hooks.adding') : t('hooks.add')}
      </button>
      {add.error && (
        <p className="form-error" role="alert">
          {messageFor(add.error, t('hooks.addFailed'))}
        </p>
      )}
      {add.isSuccess && (
        <p className="hint" role="status">
          {t('hooks.addedStart')} <code>{add.data.secret}</code>
          {t('hooks.addedEnd')}
        </p>
      )}
    </form>
  );
}
