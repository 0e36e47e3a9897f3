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
  'card.revoke': 'revoked the card of',
  'card.reissue': 'reissued the card of',
  'invite.issue': 'issued an admin invite',
};

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
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
                {e.action === 'invite.issue' ? '' : <strong>{e.target.label}</strong>}
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
