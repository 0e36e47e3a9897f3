import { useState } from 'react';
import type { MailStatus } from '@mcs/shared';
import { adminQueries } from '../../../api/admin-api.ts';
import { ListTab } from '../../../ui/list-tab.tsx';
import { StatusBadge } from '../status-badge.tsx';
import { useLoad } from '../use-load.ts';

const STATUS: Record<MailStatus, { label: string; tone: string }> = {
  pending: { label: 'Waiting', tone: 'warn' },
  sending: { label: 'Sending', tone: 'warn' },
  sent: { label: 'Sent', tone: 'ok' },
  failed: { label: 'Failed', tone: 'muted' },
  // The sender stopped mid-send: it may have left, so it is not sent again.
  unknown: { label: 'Maybe sent', tone: 'muted' },
};

/** dd/mm/yyyy, hh:mm am in India, as every date in the console. */
const timeFormat = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** The e-mail the server sent or is waiting to send, newest first, and where it goes. */
export function MailTab() {
  const [page, setPage] = useState(1);
  const mail = useLoad(adminQueries.mail(page));
  return (
    <ListTab
      title="Mail"
      state={mail}
      isEmpty={(d) => d.messages.length === 0}
      empty="No e-mail sent yet"
      pages={{ label: 'Mail pages', of: (d) => d.pagination, onPage: setPage }}
    >
      {(d) => (
        <>
          <p className="hint">
            {d.delivery === 'smtp'
              ? 'E-mail leaves through the SMTP server (SMTP_URL).'
              : `No SMTP server is set: each e-mail is written as an .eml file to ${d.delivery}.`}
          </p>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Recipient</th>
                  <th scope="col">Subject</th>
                  <th scope="col">Status</th>
                  <th scope="col">Time</th>
                </tr>
              </thead>
              <tbody>
                {d.messages.map((m) => (
                  <tr key={m.id}>
                    <td className="admin-cell-title">
                      <strong>{m.to}</strong>
                    </td>
                    <td data-label="Subject">{m.subject}</td>
                    <td data-label="Status">
                      <StatusBadge status={STATUS[m.status].label} tone={STATUS[m.status].tone} />
                      {m.lastError && m.status !== 'sent' && (
                        <>
                          <br />
                          <span className="hint">{m.lastError}</span>
                        </>
                      )}
                    </td>
                    <td data-label="Time">
                      {timeFormat.format(new Date(m.sentAt ?? m.createdAt))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </ListTab>
  );
}
