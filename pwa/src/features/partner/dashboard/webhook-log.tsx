import { useQuery } from '@tanstack/react-query';
import type { WebhookAttempt } from '@mcs/shared';
import { webhookQueries } from '../../../api/webhooks-api.ts';
import { messageFor } from '../../../net/message-for.ts';
import { useDeskWords, type DeskWords } from '../desk/desk-words.ts';
import { en } from '../i18n/en.ts';

export const LOG_FAILED = en['log.failed'];

/** When, to the second, in India time (English): a try and its retry may be minutes apart. */
export function showDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString('en-IN', {
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        timeZone: 'Asia/Kolkata',
      });
}

/** What the endpoint answered: its status, or why there was no answer (the sender's words). */
export function resultText(words: DeskWords, attempt: WebhookAttempt): string {
  if (attempt.statusCode !== null) return `HTTP ${attempt.statusCode}`;
  return attempt.error ?? words.t('log.noAnswer');
}

/** Where the event stands now, after this try. */
export function standingText(words: DeskWords, attempt: WebhookAttempt): string {
  const { t } = words;
  if (attempt.deliveryStatus === 'delivered') return t('log.delivered');
  if (attempt.deliveryStatus === 'failed') return t('log.gaveUp');
  return attempt.nextAttemptAt
    ? t('log.retryingAt', { when: words.dateTime(attempt.nextAttemptAt, showDateTime) })
    : t('log.retrying');
}

/** The latest tries to the partner's endpoints, newest first. */
export function WebhookLog({ token }: { token: string }) {
  const words = useDeskWords();
  const { t } = words;
  const log = useQuery(webhookQueries.attempts(token));
  const attempts = log.data ?? [];
  return (
    <div className="webhook-log">
      <div className="webhook-log-head">
        <h3 id="webhook-log-heading">{t('log.title')}</h3>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => void log.refetch()}
          disabled={log.isFetching}
        >
          {log.isFetching ? t('log.refreshing') : t('log.refresh')}
        </button>
      </div>
      {log.error && <p className="muted">{messageFor(log.error, t('log.failed'))}</p>}
      {log.isSuccess && attempts.length === 0 ? (
        <p className="muted">{t('log.empty')}</p>
      ) : (
        attempts.length > 0 && (
          <div className="table-scroll">
            <table className="webhook-log-table" aria-labelledby="webhook-log-heading">
              <thead>
                <tr>
                  <th scope="col">{t('log.time')}</th>
                  <th scope="col">{t('log.event')}</th>
                  <th scope="col">{t('log.endpoint')}</th>
                  <th scope="col">{t('log.result')}</th>
                  <th scope="col">{t('log.status')}</th>
                </tr>
              </thead>
              <tbody>
                {attempts.map((attempt) => (
                  <tr key={attempt.id}>
                    <td>{words.dateTime(attempt.attemptedAt, showDateTime)}</td>
                    <td>
                      {attempt.eventType}
                      <br />
                      <code className="muted">{attempt.eventId}</code>
                    </td>
                    <td className="webhook-url">{attempt.url}</td>
                    <td className={attempt.ok ? 'webhook-ok' : 'webhook-failed'}>
                      {t('log.took', {
                        result: resultText(words, attempt),
                        ms: words.number(attempt.durationMs),
                      })}
                    </td>
                    <td>{standingText(words, attempt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      )}
    </div>
  );
}
