import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WebhookAttempt, WebhookEndpoint } from '@mcs/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithQueries } from '../../../api/query-test-kit.tsx';
import { NETWORK_ERROR } from '../../../net/message-for.ts';
import { PICK_AN_EVENT, TEST_SENT, WebhooksSection } from './webhooks-section.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ENDPOINT: WebhookEndpoint = {
  id: '4',
  url: 'https://clinic.example.in/hooks',
  events: ['visit.recorded', 'card.revoked'],
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  createdAt: '2026-11-20T05:00:00.000Z',
};

const ATTEMPTS: WebhookAttempt[] = [
  {
    id: '9',
    endpointId: '4',
    url: ENDPOINT.url,
    eventId: 'msg_2',
    eventType: 'visit.recorded',
    attemptedAt: '2026-11-20T06:00:00.000Z',
    statusCode: 500,
    durationMs: 31,
    error: 'HTTP 500',
    ok: false,
    deliveryStatus: 'pending',
    nextAttemptAt: '2026-11-20T06:01:00.000Z',
  },
  {
    id: '8',
    endpointId: '4',
    url: ENDPOINT.url,
    eventId: 'msg_1',
    eventType: 'webhook.test',
    attemptedAt: '2026-11-20T05:30:00.000Z',
    statusCode: 200,
    durationMs: 12,
    error: null,
    ok: true,
    deliveryStatus: 'delivered',
    nextAttemptAt: null,
  },
];

interface Call {
  method: string;
  path: string;
  body: unknown;
  auth: string | null;
}

/** A server for the section: the endpoints it holds, the log, and every call made. */
function fakeServer(endpoints: WebhookEndpoint[], attempts: WebhookAttempt[] = []) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const request = { method: (init.method ?? 'GET').toUpperCase() };
    const path = url.pathname;
    const body = typeof init.body === 'string' ? init.body : undefined;
    calls.push({
      method: request.method,
      path,
      body: body ? JSON.parse(body) : undefined,
      auth: new Headers(init.headers).get('authorization'),
    });
    if (path === '/api/partners/webhooks' && request.method === 'GET')
      return json(200, { endpoints });
    if (path === '/api/partners/webhooks/attempts') return json(200, { attempts });
    if (path === '/api/partners/webhooks' && request.method === 'POST') {
      const sent = JSON.parse(body!) as { url: string; events: WebhookEndpoint['events'] };
      if (sent.url.includes('192.168.'))
        return json(400, {
          message:
            'This address is on a private or local network, which our server does not send to. Use an address your endpoint has on the internet.',
          code: 'validation',
        });
      const created = {
        ...ENDPOINT,
        id: '5',
        url: sent.url,
        events: sent.events,
        secret: 'whsec_NEW',
      };
      endpoints.push(created);
      return json(201, created);
    }
    if (path.endsWith('/test')) return json(202, { eventId: 'msg_9', message: 'queued' });
    if (request.method === 'DELETE') {
      endpoints.splice(0, endpoints.length, ...endpoints.filter((e) => !path.endsWith(`/${e.id}`)));
      return json(200, { message: 'Webhook endpoint removed.' });
    }
    return json(404, { message: 'Not found' });
  });
  return calls;
}

function renderSection() {
  render(
    <WithQueries>
      <WebhooksSection token="token-1" />
    </WithQueries>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Webhooks section of the partner dashboard', () => {
  it('lists the endpoints with their events, and shows the secret only when asked', async () => {
    fakeServer([{ ...ENDPOINT }]);
    renderSection();
    const list = await screen.findByRole('list', { name: 'Your endpoints' });
    expect(within(list).getByText(ENDPOINT.url)).toBeInTheDocument();
    expect(
      within(list).getByText("Visit recorded, Card revoked (members you've served)"),
    ).toBeInTheDocument();
    expect(screen.queryByText(ENDPOINT.secret)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: `Show secret for ${ENDPOINT.url}` }));
    expect(screen.getByText(ENDPOINT.secret)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Hide secret for ${ENDPOINT.url}` }));
    expect(screen.queryByText(ENDPOINT.secret)).not.toBeInTheDocument();
  });

  it('adds an endpoint for the events picked and shows its new secret', async () => {
    const calls = fakeServer([]);
    renderSection();
    await userEvent.type(
      screen.getByLabelText('Endpoint URL'),
      'https://pms.clinic.example.in/mcs',
    );
    // Visit recorded is ticked to start with; add Card revoked.
    await userEvent.click(screen.getByRole('checkbox', { name: /Card revoked/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));

    expect(await screen.findByRole('status')).toHaveTextContent('whsec_NEW');
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/partners/webhooks',
      body: {
        url: 'https://pms.clinic.example.in/mcs',
        events: ['visit.recorded', 'card.revoked'],
      },
      auth: 'Bearer token-1',
    });
    const list = await screen.findByRole('list', { name: 'Your endpoints' });
    expect(within(list).getByText('https://pms.clinic.example.in/mcs')).toBeInTheDocument();
  });

  it("asks for an event before sending, and shows the server's reason for a refused address", async () => {
    const calls = fakeServer([]);
    renderSection();
    await userEvent.type(screen.getByLabelText('Endpoint URL'), 'https://192.168.1.4/hook');
    await userEvent.click(screen.getByRole('checkbox', { name: /Visit recorded/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(screen.getByText(PICK_AN_EVENT)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await userEvent.click(screen.getByRole('checkbox', { name: /Visit recorded/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This address is on a private or local network',
    );
  });

  it('sends a test event to the endpoint and removes an endpoint', async () => {
    const calls = fakeServer([{ ...ENDPOINT }]);
    renderSection();
    await userEvent.click(
      await screen.findByRole('button', { name: `Send test event to ${ENDPOINT.url}` }),
    );
    expect(await screen.findByText(TEST_SENT)).toBeInTheDocument();
    expect(
      calls.some((c) => c.method === 'POST' && c.path === '/api/partners/webhooks/4/test'),
    ).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: `Remove ${ENDPOINT.url}` }));
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Your endpoints' })).not.toBeInTheDocument(),
    );
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/partners/webhooks/4')).toBe(
      true,
    );
  });

  it('shows the delivery log: each try, what the endpoint answered and where the event stands', async () => {
    fakeServer([{ ...ENDPOINT }], ATTEMPTS);
    renderSection();
    const table = await screen.findByRole('table', { name: 'Delivery log' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('visit.recorded');
    expect(rows[0]).toHaveTextContent('HTTP 500 (31 ms)');
    expect(rows[0]).toHaveTextContent(/Retrying at 20 Nov,? 11:31:00/i);
    expect(rows[1]).toHaveTextContent('webhook.test');
    expect(rows[1]).toHaveTextContent('HTTP 200 (12 ms)');
    expect(rows[1]).toHaveTextContent('Delivered');
  });

  it('says quietly, with no alert, when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSection();
    // Both the endpoints and the log say so, as plain text.
    await waitFor(() => expect(screen.getAllByText(NETWORK_ERROR)).toHaveLength(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
