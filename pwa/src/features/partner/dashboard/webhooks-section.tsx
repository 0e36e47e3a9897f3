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
import { WebhookLog } from './webhook-log.tsx';
import './webhooks-section.css';

export const EVENT_LABELS: Record<WebhookEventType, string> = {
  'visit.recorded': 'Visit recorded',
  'visit.voided': 'Visit voided',
  'card.revoked': "Card revoked (members you've served)",
};
export const ADD_FAILED = 'The endpoint could not be added. Please try again.';
export const PICK_AN_EVENT = 'Pick at least one event.';
export const ENTER_URL = 'Enter the address of your endpoint.';
export const ENDPOINTS_FAILED = 'Your webhook endpoints could not be loaded. Please try again.';
export const ACTION_FAILED = 'That did not work. Please try again.';
export const TEST_SENT = 'Test event queued: it is sent within a few seconds.';

/**
 * The dashboard's Webhooks: the clinic's own software is told of visits and revoked cards as they
 * happen. Each endpoint has a signing secret the software checks every delivery with; the log
 * shows each try and what the endpoint answered.
 */
export function WebhooksSection({ token }: { token: string }) {
  const endpoints = useQuery(webhookQueries.endpoints(token));
  return (
    <section className="card desk-webhooks" aria-labelledby="desk-webhooks-heading">
      <h2 id="desk-webhooks-heading">Webhooks</h2>
      <p>
        Your clinic software can be told of each event as it happens: we send a signed JSON message
        to your endpoint (Standard Webhooks), and try again for a day if it does not answer.
      </p>
      {/* Said quietly: nothing was asked for, and the desk's own work does not depend on it. */}
      {endpoints.error && <p className="muted">{messageFor(endpoints.error, ENDPOINTS_FAILED)}</p>}
      {endpoints.data && endpoints.data.length > 0 && (
        <ul className="webhook-endpoints" aria-label="Your endpoints">
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
      <p className="muted">{endpoint.events.map((event) => EVENT_LABELS[event]).join(', ')}</p>
      <p className="webhook-secret">
        Signing secret: <code>{secretShown ? endpoint.secret : 'whsec_••••••••'}</code>{' '}
        <button
          type="button"
          className="btn btn-outline"
          aria-label={`${secretShown ? 'Hide' : 'Show'} secret for ${endpoint.url}`}
          onClick={() => setSecretShown((shown) => !shown)}
        >
          {secretShown ? 'Hide secret' : 'Show secret'}
        </button>
      </p>
      <div className="webhook-actions">
        <button
          type="button"
          className="btn btn-outline"
          aria-label={`Send test event to ${endpoint.url}`}
          disabled={test.isPending}
          onClick={() => test.mutate()}
        >
          {test.isPending ? 'Sending...' : 'Send test event'}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          aria-label={`Remove ${endpoint.url}`}
          disabled={remove.isPending}
          onClick={() => remove.mutate()}
        >
          Remove
        </button>
      </div>
      {test.isSuccess && (
        <p className="hint" role="status">
          {TEST_SENT}
        </p>
      )}
      {failure && (
        <p className="form-error" role="alert">
          {messageFor(failure, ACTION_FAILED)}
        </p>
      )}
    </li>
  );
}

function AddEndpointForm({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['visit.recorded']);
  const [problem, setProblem] = useState<{ url?: string; events?: string }>({});
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
      ...(url.trim() === '' ? { url: ENTER_URL } : {}),
      ...(events.length === 0 ? { events: PICK_AN_EVENT } : {}),
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
      <h3>Add an endpoint</h3>
      <TextField
        label="Endpoint URL"
        type="url"
        inputMode="url"
        placeholder="https://clinic.example.in/webhooks/mcs"
        value={url}
        error={problem.url ?? null}
        onChange={(e) => {
          setUrl(e.target.value);
          setProblem((p) => ({ ...p, url: undefined }));
          add.reset();
        }}
      />
      <fieldset className="webhook-events" aria-describedby="webhook-events-error">
        <legend>Events</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type} className="check">
            <input
              type="checkbox"
              checked={events.includes(type)}
              onChange={(e) => toggle(type, e.target.checked)}
            />
            <span>
              {EVENT_LABELS[type]} <code>{type}</code>
            </span>
          </label>
        ))}
        {problem.events && (
          <p id="webhook-events-error" className="field-error">
            {problem.events}
          </p>
        )}
      </fieldset>
      <button type="submit" className="btn btn-primary" disabled={add.isPending}>
        {add.isPending ? 'Adding...' : 'Add endpoint'}
      </button>
      {add.error && (
        <p className="form-error" role="alert">
          {messageFor(add.error, ADD_FAILED)}
        </p>
      )}
      {add.isSuccess && (
        <p className="hint" role="status">
          Endpoint added. Its signing secret is <code>{add.data.secret}</code>: give it to your
          software to check each delivery. You can show it again here.
        </p>
      )}
    </form>
  );
}
