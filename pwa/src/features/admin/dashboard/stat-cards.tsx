import { formatRupeesHeadline, type AdminStats, type ContactStats } from '@mcs/shared';
import { RetryNotice } from '../../../ui/list-tab.tsx';
import type { Loaded } from '../use-load.ts';

interface Props {
  stats: Loaded<AdminStats>;
  queryStats: Loaded<ContactStats>;
}

/** "+12.5% from last month"; no change line when last month took nothing. */
export function revenueChangeText(change: number | null): string | null {
  if (change === null) return null;
  const rounded = Math.round(change * 10) / 10;
  return `${rounded > 0 ? '+' : ''}${rounded}% from last month`;
}

/** The four stat cards, from real data (revenue from recorded payments, not a fixed figure). */
export function StatCards({ stats, queryStats }: Props) {
  const figure = (value: number | undefined, format: (n: number) => string = String) =>
    value === undefined ? '-' : format(value);
  const change = stats.data ? revenueChangeText(stats.data.revenueChange) : null;
  return (
    <>
      {(stats.failed || queryStats.failed) && (
        <RetryNotice
          onRetry={() => {
            stats.reload();
            queryStats.reload();
          }}
        >
          Could not load the latest figures.
        </RetryNotice>
      )}
      <div className="admin-stats">
        <div className="card admin-stat">
          <p className="admin-stat-label">Total Members</p>
          <p className="admin-stat-value">{figure(stats.data?.totalUsers)}</p>
          {stats.data && <p className="hint">{stats.data.activeMembers} active</p>}
        </div>
        <div className="card admin-stat">
          <p className="admin-stat-label">Active Partners</p>
          <p className="admin-stat-value">{figure(stats.data?.approvedPartners)}</p>
          {stats.data && <p className="hint">{stats.data.pendingApplications} pending review</p>}
        </div>
        <div className="card admin-stat">
          <p className="admin-stat-label">Pending Queries</p>
          <p className="admin-stat-value">{figure(queryStats.data?.pendingQueries)}</p>
          {queryStats.data && <p className="hint">{queryStats.data.totalQueries} in total</p>}
        </div>
        <div className="card admin-stat">
          <p className="admin-stat-label">Monthly Revenue</p>
          <p className="admin-stat-value">
            {figure(stats.data?.monthlyRevenue, formatRupeesHeadline)}
          </p>
          {change && <p className="hint">{change}</p>}
        </div>
      </div>
    </>
  );
}
