import { useQuery } from '@tanstack/react-query';
import type { WebhookAttempt } from '@mcs/shared';
import { webhookQueries } from '../../../api/webhooks-api.ts';
import { messageFor } from '../../../net/message-for.ts';

export const LOG_FAILED = 'The delivery log could not be loaded. Please try again.';

/** When, to the second, in India time: a try and its retry may be minutes apart. */
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

/** What the endpoint answered: its status, or why there was no answer. */
export function resultText(attempt: WebhookAttempt): string {
  if (attempt.statusCode !== null) return `HTTP ${attempt.statusCode}`;
  return attempt.error ?? 'No answer';
}

/** Where the event stands now, after this try. */
export function standingText(attempt: WebhookAttempt): string {
  if (attempt.deliveryStatus === 'delivered') return 'Delivered';
  if (attempt.deliveryStatus === 'failed') return 'Failed: no more retries';
  return attempt.nextAttemptAt ? `Retrying at ${showDateTime(attempt.nextAttemptAt)}` : 'Retrying';
}

/** The latest tries to the partner's endpoints, newest first. */
export function WebhookLog({ token }: { token: string }) {
  const log = useQuery(webhookQueries.attempts(token));
  const attempts = log.data ?? [];
  return (
    <div className="webhook-log">
      <div className="webhook-log-head">
        <h3 id="webhook-log-heading">Delivery log</h3>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => void log.refetch()}
          disabled={log.isFetching}
        >
          {log.isFetching ? 'Refreshing...' : 'Refresh log'}
        </button>
      </div>
      {log.error && <p className="muted">{messageFor(log.error, LOG_FAILED)}</p>}
      {log.isSuccess && attempts.length === 0 ? (
        <p className="muted">No deliveries yet. Send a test event to see one here.</p>
      ) : (
        attempts.length > 0 && (
          <div className="table-scroll">
            <table className="webhook-log-table" aria-labelledby="webhook-log-heading">
              <thead>
                <tr>
                  <th scope="col">Time</th>
                  <th scope="col">Event</th>
                  <th scope="col">Endpoint</th>
                  <th scope="col">Result</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {attempts.map((attempt) => (
                  <tr key={attempt.id}>
                    <td>{showDateTime(attempt.attemptedAt)}</td>
                    <td>
                      {attempt.eventType}
                      <br />
                      <code className="muted">{attempt.eventId}</code>
                    </td>
                    <td className="webhook-url">{attempt.url}</td>
                    <td className={attempt.ok ? 'webhook-ok' : 'webhook-failed'}>
                      {resultText(attempt)} ({attempt.durationMs} ms)
                    </td>
                    <td>{standingText(attempt)}</td>
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
