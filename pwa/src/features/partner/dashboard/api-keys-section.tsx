import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ApiKey, ApiKeyCreated } from '@mcs/shared';
import { apiKeyQueries, createApiKey, revokeApiKey } from '../../../api/api-keys-api.ts';
import { messageFor } from '../../../net/message-for.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { TextField } from '../../../ui/field.tsx';
import { useDeskWords } from '../desk/desk-words.ts';
import { en } from '../i18n/en.ts';
import './webhooks-section.css';

export const NAME_THE_KEY = en['keys.nameNeeded'];
export const KEYS_FAILED = en['keys.failed'];
export const CREATE_FAILED = en['keys.createFailed'];
export const REVOKE_FAILED = en['keys.revokeFailed'];

/** dd/mm/yyyy in India, as the desk shows dates. */
const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const shown = (iso: string) => dateFormat.format(new Date(iso));
/** How the clinic's software sends a key: an HTTP header, the same in every language. */
const KEY_HEADER = 'Authorization: Bearer mcs_…';

/**
 * The dashboard's API keys: the clinic's own software verifies cards and records and voids visits
 * with a key instead of a person's password, so a receptionist's Logout does not cut it off. A new
 * key is shown once, with a copy button; the list shows each key by its start only.
 */
export function ApiKeysSection({ token }: { token: string }) {
  const { t } = useDeskWords();
  const keys = useQuery(apiKeyQueries.list(token));
  return (
    <section className="card desk-webhooks" aria-labelledby="desk-api-keys-heading">
      <h2 id="desk-api-keys-heading">{t('keys.title')}</h2>
      <p>
        {t('keys.introStart')} <code>{KEY_HEADER}</code>
        {t('keys.introEnd')}
      </p>
      {/* Not an alert: the list failing to load is not the answer to anything the partner did,
          and the desk's verdict is the one thing at this desk that should interrupt. */}
      {keys.error && <p className="form-error">{messageFor(keys.error, t('keys.failed'))}</p>}
      {keys.data && keys.data.length > 0 && (
        <ul className="webhook-endpoints" aria-label={t('keys.list')}>
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
  const words = useDeskWords();
  const { t } = words;
  const day = (iso: string) => words.date(iso, shown);
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
        {apiKey.revokedAt && (
          <span className="badge"> {t('keys.revokedOn', { date: day(apiKey.revokedAt) })}</span>
        )}
      </p>
      <p className="muted">
        {t('keys.created', { date: day(apiKey.createdAt) })} ·{' '}
        {apiKey.lastUsedAt
          ? t('keys.lastUsed', { date: day(apiKey.lastUsedAt) })
          : t('keys.neverUsed')}
      </p>
      {!apiKey.revokedAt && (
        <button
          type="button"
          className="btn btn-outline"
          aria-label={t('keys.revokeFor', { name: apiKey.name })}
          onClick={() => setAsking(true)}
        >
          {t('keys.revoke')}
        </button>
      )}
      {revoke.error && !asking && (
        <p className="form-error" role="alert">
          {messageFor(revoke.error, t('keys.revokeFailed'))}
        </p>
      )}
      {asking && (
        <ConfirmDialog
          title={t('keys.revokeTitle')}
          confirmLabel={t('keys.revokeConfirm')}
          danger
          onCancel={() => setAsking(false)}
          onConfirm={() => revoke.mutateAsync().catch(() => setAsking(false))}
        >
          <p>{t('keys.revokeText', { name: apiKey.name, display: apiKey.display })}</p>
        </ConfirmDialog>
      )}
    </li>
  );
}

function CreateKeyForm({ token }: { token: string }) {
  const { t } = useDeskWords();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [unnamed, setUnnamed] = useState(false);
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
      setUnnamed(true);
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
      <h3>{t('keys.createTitle')}</h3>
      <TextField
        label={t('keys.name')}
        placeholder={t('keys.namePlaceholder')}
        maxLength={60}
        value={name}
        error={unnamed ? t('keys.nameNeeded') : null}
        onChange={(e) => {
          setName(e.target.value);
          setUnnamed(false);
          create.reset();
        }}
      />
      <button type="submit" className="btn btn-primary" disabled={create.isPending}>
        {create.isPending ? t('keys.creating') : t('keys.create')}
      </button>
      {create.error && (
        <p className="form-error" role="alert">
          {messageFor(create.error, t('keys.createFailed'))}
        </p>
      )}
      {created && (
        <div className="hint" role="status">
          <p>{t('keys.createdOnce', { name: created.key.name })}</p>
          <p>
            <code data-testid="new-api-key">{created.secret}</code>
          </p>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => void copy(created.secret)}
          >
            {copied ? t('keys.copied') : t('keys.copy')}
          </button>{' '}
          <button type="button" className="btn btn-outline" onClick={() => setCreated(null)}>
            {t('keys.done')}
          </button>
        </div>
      )}
    </form>
  );
}
