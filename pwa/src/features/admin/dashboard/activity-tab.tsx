import { useState } from 'react';
import type { AuditAction } from '@mcs/shared';
import { adminQueries } from '../../../api/admin-api.ts';
import { ListTab } from '../../../ui/list-tab.tsx';
import { useLoad } from '../use-load.ts';

const ACTION_LABELS: Record<AuditAction, string> = {
  'partner.approve': 'approved partner',
  'partner.reject': 'rejected partner',
  'partner.delete': 'deleted partner',
  'member.enrol': 'enrolled member',
  'member.delete': 'deleted member',
  'member.end': 'ended the membership of',
  'card.revoke': 'revoked the card of',
  'card.reissue': 'reissued the card of',
  'invite.issue': 'issued an admin invite',
  'admin.register': 'registered as admin',
  'admin.sign-in': 'signed in',
  'admin.sign-out': 'signed out',
  'export.download': 'exported the',
  'query.status': 'updated the query',
  'renewal.confirm': 'confirmed the renewal of',
  'renewal.refuse': 'refused the renewal of',
  'renewal.refund': 'refunded the renewal of',
  // A partner's own actions (actorRole 'partner'): the email before them is the partner's.
  'api-key.create': 'created the API key',
  'api-key.revoke': 'revoked the API key',
  'visit.void': 'voided the visit of',
};

/** Actions on the admin themself: their own name would only repeat the email before it. */
const UNNAMED_TARGETS: ReadonlySet<AuditAction> = new Set([
  'invite.issue',
  'admin.register',
  'admin.sign-in',
  'admin.sign-out',
]);

/** dd/mm/yyyy, hh:mm am in India, as every date in the console. */
const timeFormat = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** Every admin action, newest first, from the audit log. */
export function ActivityTab() {
  const [page, setPage] = useState(1);
  const audit = useLoad(adminQueries.audit(page));
  return (
    <ListTab
      title="Activity"
      state={audit}
      isEmpty={(d) => d.entries.length === 0}
      empty="No admin activity yet"
      pages={{ label: 'Activity pages', of: (d) => d.pagination, onPage: setPage }}
    >
      {(d) => (
        <ul className="admin-mini-list">
          {d.entries.map((e) => (
            <li key={e.id}>
              <span>
                <strong>{e.admin.email}</strong> {ACTION_LABELS[e.action]}{' '}
                {UNNAMED_TARGETS.has(e.action) ? '' : <strong>{e.target.label}</strong>}
                {e.detail ? ` (${e.detail})` : ''}
              </span>
              <span className="hint">{timeFormat.format(new Date(e.at))}</span>
            </li>
          ))}
        </ul>
      )}
    </ListTab>
  );
}
