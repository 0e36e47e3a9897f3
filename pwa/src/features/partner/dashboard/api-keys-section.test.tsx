import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKey } from '@mcs/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithQueries } from '../../../api/query-test-kit.tsx';
import { ApiKeysSection, NAME_THE_KEY } from './api-keys-section.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const KEY: ApiKey = {
  id: '3',
  name: 'Billing software',
  display: 'mcs_ab12cd34ef56…',
  createdAt: '2026-11-20T05:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};
const SECRET = `mcs_0123456789ab_${'S'.repeat(43)}`;

interface Call {
  method: string;
  path: string;
  body: unknown;
}

function fakeServer(keys: ApiKey[]) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body });
    if (url.pathname === '/api/partners/api-keys' && method === 'GET') return json(200, { keys });
    if (url.pathname === '/api/partners/api-keys' && method === 'POST') {
      const key = {
        ...KEY,
        id: '4',
        name: (body as { name: string }).name,
        display: 'mcs_0123456789ab…',
      };
      keys.unshift(key);
      return json(201, { key, secret: SECRET });
    }
    const revoke = /^\/api\/partners\/api-keys\/(\d+)\/revoke$/.exec(url.pathname);
    if (revoke) {
      const at = keys.findIndex((k) => k.id === revoke[1]);
      keys[at] = { ...keys[at]!, revokedAt: '2026-11-21T05:00:00.000Z' };
      return json(200, keys[at]);
    }
    return json(404, { message: 'Not found' });
  });
  return calls;
}

function renderSection() {
  render(
    <WithQueries>
      <ApiKeysSection token="token-1" />
    </WithQueries>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the API keys section of the partner dashboard', () => {
  it('lists keys by name and start only, never a secret', async () => {
    fakeServer([{ ...KEY, lastUsedAt: '2026-11-21T06:00:00.000Z' }]);
    renderSection();
    const list = await screen.findByRole('list', { name: 'Your API keys' });
    expect(within(list).getByText('Billing software')).toBeInTheDocument();
    expect(within(list).getByText(KEY.display)).toBeInTheDocument();
    expect(within(list).getByText(/Last used 21\/11\/2026/)).toBeInTheDocument();
  });

  it('asks for a name, then shows the new key once with a copy button', async () => {
    const calls = fakeServer([]);
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderSection();
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(screen.getByText(NAME_THE_KEY)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(screen.getByLabelText('Key name'), 'Front desk PMS');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByTestId('new-api-key')).toHaveTextContent(SECRET);
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/partners/api-keys',
      body: { name: 'Front desk PMS' },
    });
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('revokes a key only after the confirm dialog, and then marks it revoked', async () => {
    const calls = fakeServer([{ ...KEY }]);
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Revoke Billing software' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke this API key?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.path.endsWith('/revoke'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Revoke Billing software' }));
    await user.click(screen.getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText(/Revoked 21\/11\/2026/)).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/partners/api-keys/3/revoke',
      body: undefined,
    });
    expect(
      screen.queryByRole('button', { name: 'Revoke Billing software' }),
    ).not.toBeInTheDocument();
  });
});
