import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { adminQueries } from '../../api/admin-api.ts';
import { Tabs, tabPanelProps } from '../../ui/tabs.tsx';
import { AccountsTab } from './accounts/accounts-tab.tsx';
import { ActivityTab } from './dashboard/activity-tab.tsx';
import { InviteButton } from './dashboard/invite-button.tsx';
import { RecentLists } from './dashboard/recent-lists.tsx';
import { StatCards } from './dashboard/stat-cards.tsx';
import { ApplicationsTab } from './applications/applications-tab.tsx';
import { EnrolTab } from './enrol/enrol-tab.tsx';
import { InsightsTab } from './insights/insights-tab.tsx';
import { MailTab } from './mail/mail-tab.tsx';
import { QueriesTab } from './queries/queries-tab.tsx';
import { RenewalsTab } from './renewals/renewals-tab.tsx';
import { adminLogout, hasAdminFlag, isUnauthorised } from './session.ts';
import { useLoad } from './use-load.ts';

const TABS = [
  { key: 'applications', label: 'Partner Applications' },
  { key: 'queries', label: 'Queries' },
  { key: 'partners', label: 'Active Partners' },
  { key: 'users', label: 'Users' },
  { key: 'enrol', label: 'Enrol Member' },
  { key: 'renewals', label: 'Renewals' },
  { key: 'insights', label: 'Insights' },
  { key: 'activity', label: 'Activity' },
  { key: 'mail', label: 'Mail' },
] as const;
type TabId = (typeof TABS)[number]['key'];

/** The admin dashboard: only for a stored token with the admin flag. */
export default function AdminDashboardPage() {
  if (!hasAdminFlag()) return <Navigate to="/admin/login" replace />;
  return <Dashboard />;
}

function Dashboard() {
  const navigate = useNavigate();
  const [tab, setTab] = useState<TabId>('applications');
  const stats = useLoad(adminQueries.stats());
  const queryStats = useLoad(adminQueries.queryStats());

  // The server has the last word: a token it no longer accepts sends the admin to sign in.
  if (isUnauthorised(stats)) return <Navigate to="/admin/login" replace />;

  const logout = async () => {
    await adminLogout();
    navigate('/');
  };

  return (
    <div className="admin">
      <header className="admin-bar">
        <h1>Admin Dashboard</h1>
        <div className="button-row">
          <InviteButton />
          <button type="button" className="btn btn-outline btn-sm" onClick={logout}>
            Logout
          </button>
        </div>
      </header>
      <main className="admin-main">
        <StatCards stats={stats} queryStats={queryStats} />
        <RecentLists />
        <Tabs tabs={TABS} active={tab} onChange={setTab} label="Admin sections" idPrefix="admin" />
        <section className="admin-panel card" {...tabPanelProps('admin', tab)}>
          {tab === 'applications' && <ApplicationsTab />}
          {tab === 'queries' && <QueriesTab />}
          {tab === 'partners' && <AccountsTab kind="partners" />}
          {tab === 'users' && <AccountsTab kind="users" />}
          {tab === 'enrol' && <EnrolTab />}
          {tab === 'renewals' && <RenewalsTab />}
          {tab === 'insights' && <InsightsTab />}
          {tab === 'activity' && <ActivityTab />}
          {tab === 'mail' && <MailTab />}
        </section>
      </main>
    </div>
  );
}
