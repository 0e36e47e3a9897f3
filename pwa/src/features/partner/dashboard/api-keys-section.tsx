import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ApiKey, ApiKeyCreated } from '@mcs/shared';
import { apiKeyQueries, createApiKey, revokeApiKey } from '../../../api/api-keys-api.ts';
import { messageFor } from '../../../net/message-for.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { TextField } from '../../../ui/field.tsx';
import './webhooks-section.css';

export const NAME_THE_KEY = 'Give the key a name, e.g. the name of your practice software.';
export const KEYS_FAILED = 'Your API keys could not be loaded. Please try again.';
export const CREATE_FAILED = 'The key could not be created. Please try again.';
export const REVOKE_FAILED = 'The key could not be revoked. Please try again.';

/** dd/mm/yyyy in India, as the desk shows dates. */
const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const shown = (iso: string) => dateFormat.format(new Date(iso));

/**
 * The dashboard's API keys: the clinic's own software verifies cards and records and voids visits
 * with a key instead of a person's password, so a receptionist's Logout does not cut it off. A new
 * key is shown once, with a copy button; the list shows each key by its start only.
 */
export function ApiKeysSection({ token }: { token: string }) {
  const keys = useQuery(apiKeyQueries.list(token));
  return (
    <section className="card desk-webhooks" aria-labelledby="desk-api-keys-heading">
      <h2 id="desk-api-keys-heading">API keys</h2>
      <p>
        Your clinic software can verify memberships and record, void and read your visits with an
        API key, sent as <code>Authorization: Bearer mcs_…</code>. A key keeps working when someone
        logs out here; revoke it when the software no longer needs it.
      </p>
      {/* Not an alert: the list failing to load is not the answer to anything the partner did,
          and the desk's verdict is the one thing at this desk that should interrupt. */}
      {keys.error && <p className="form-error">{messageFor(keys.error, KEYS_FAILED)}</p>}
      {keys.data && keys.data.length > 0 && (
        <ul className="webhook-endpoints" aria-label="Your API keys">
          {keys.data.map((key) => (
            <KeyItem key={key.id} token={token} apiKey={key} />
          ))}
        </ul>
      )}
      <CreateKeyForm token={token} />
    </section>
  );
}

function KeyItem({ token, apiKey }: { token: string; apiKey: ApiKey }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const revoke = useMutation({
    mutationFn: () => revokeApiKey(token, apiKey.id),
    onSuccess: () => {
      setAsking(false);
      void queryClient.invalidateQueries({ queryKey: apiKeyQueries.all(token) });
    },
  });
  return (
    <li className="webhook-endpoint">
      <p>
        <strong>{apiKey.name}</strong> <code>{apiKey.display}</code>
        {apiKey.revokedAt && <span className="badge"> Revoked {shown(apiKey.revokedAt)}</span>}
      </p>
      <p className="muted">
        Created {shown(apiKey.createdAt)} ·{' '}
        {apiKey.lastUsedAt ? `Last used ${shown(apiKey.lastUsedAt)}` : 'Never used'}
      </p>
      {!apiKey.revokedAt && (
        <button
          type="button"
          className="btn btn-outline"
          aria-label={`Revoke ${apiKey.name}`}
          onClick={() => setAsking(true)}
        >
          Revoke
        </button>
      )}
      {revoke.error && !asking && (
        <p className="form-error" role="alert">
          {messageFor(revoke.error, REVOKE_FAILED)}
        </p>
      )}
      {asking && (
        <ConfirmDialog
          title="Revoke this API key?"
          confirmLabel="Revoke key"
          danger
          onCancel={() => setAsking(false)}
          onConfirm={() => revoke.mutateAsync().catch(() => setAsking(false))}
        >
          <p>
            Software using “{apiKey.name}” ({apiKey.display}) is refused from its next call. This
            cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </li>
  );
}

function CreateKeyForm({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [copied, setCopied] = useState(false);
  const create = useMutation({
    mutationFn: () => createApiKey(token, name.trim()),
    onSuccess: (answer) => {
      setName('');
      setCopied(false);
      setCreated(answer);
      void queryClient.invalidateQueries({ queryKey: apiKeyQueries.all(token) });
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (name.trim() === '') {
      setProblem(NAME_THE_KEY);
      return;
    }
    create.mutate();
  };
  const copy = async (secret: string) => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <form className="form webhook-add" onSubmit={onSubmit} noValidate>
      <h3>Create a key</h3>
      <TextField
        label="Key name"
        placeholder="e.g. Clinic billing software"
        maxLength={60}
        value={name}
        error={problem}
        onChange={(e) => {
          setName(e.target.value);
          setProblem(null);
          create.reset();
        }}
      />
      <button type="submit" className="btn btn-primary" disabled={create.isPending}>
        {create.isPending ? 'Creating...' : 'Create key'}
      </button>
      {create.error && (
        <p className="form-error" role="alert">
          {messageFor(create.error, CREATE_FAILED)}
        </p>
      )}
      {created && (
        <div className="hint" role="status">
          <p>
            Key “{created.key.name}” created. Copy it now: it is shown only once and cannot be shown
            again.
          </p>
          <p>
            <code data-testid="new-api-key">{created.secret}</code>
          </p>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => void copy(created.secret)}
          >
            {copied ? 'Copied' : 'Copy key'}
          </button>{' '}
          <button type="button" className="btn btn-outline" onClick={() => setCreated(null)}>
            Done
          </button>
        </div>
      )}
    </form>
  );
}
