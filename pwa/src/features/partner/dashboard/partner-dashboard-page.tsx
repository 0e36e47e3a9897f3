import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { partnerQueries } from '../../../api/partner-api.ts';
import { LanguageSwitch, useT } from '../../../i18n';
import { createPartnerSync, useOutboxItems } from '../../../offline/index.ts';
import { Tabs, tabPanelProps } from '../../../ui/tabs.tsx';
import { ToastProvider } from '../../../ui/toast.tsx';
import { SyncStatusPanel } from '../desk/sync-status-panel.tsx';
import {
  clearPartnerToken,
  partnerLogout,
  useSignedInPartner,
  type PartnerSession,
} from '../session.ts';
import { VerifyPanel } from '../desk/verify-panel.tsx';
import { SessionLoading } from '../session-loading.tsx';
import type { DeskKey } from '../desk/desk-words.ts';
import { deskText } from '../i18n/catalog.ts';
import { refreshCardIssuer, storedCardIssuer } from './card-issuer.ts';
import { forgetStats } from './kept-stats.ts';
import { forgetOffer, usePartnerOffer } from './partner-offer.ts';
import { StandardDiscountForm } from './standard-discount-form.tsx';
import { RecentVisits } from './recent-visits.tsx';
import { StatCards } from './stat-cards.tsx';
import { TodayPanel } from './today-panel.tsx';
import { useDeskData } from './use-desk-data.ts';
import { AccountSection } from './account-section.tsx';
import { ApiKeysSection } from './api-keys-section.tsx';
import { WebhooksSection } from './webhooks-section.tsx';
import '../partner.css';

/**
 * /partner/dashboard. With no stored token, or one that does not decode, it goes to the sign-in
 * (the undecodable token is removed); the session is read from the device, so the desk opens
 * with no network.
 */
export default function PartnerDashboardPage() {
  const session = useSignedInPartner();

  if (!session) return <SessionLoading />;
  return (
    <ToastProvider>
      <Desk session={session} />
    </ToastProvider>
  );
}

type Tab = 'verify' | 'visits';
/** The ids of the desk's tabs and their panels start with it. */
const TABS_ID = 'desk';

/** The badge of the partner's type, as the shared partnerTypeBadge names them in English. */
function typeBadgeKey(type: string | null | undefined): DeskKey {
  switch (type) {
    case 'doctor':
    case 'diagnostic':
    case 'pharmacy':
      return `type.${type}`;
    default:
      return 'type.other';
  }
}

function Desk({ session }: { session: PartnerSession }) {
  const navigate = useNavigate();
  const { t } = useT(deskText);
  const [tab, setTab] = useState<Tab>('verify');
  const [issuer, setIssuer] = useState(storedCardIssuer);
  const engine = useMemo(() => createPartnerSync(), []);
  const queryClient = useQueryClient();
  const { token } = session;

  const signedOut = useCallback(() => {
    // What the server showed this session is not kept for the next one.
    queryClient.removeQueries({ queryKey: partnerQueries.desk(token) });
    forgetOffer();
    forgetStats();
    void clearPartnerToken().then(() => navigate('/partner/login', { replace: true }));
  }, [navigate, queryClient, token]);
  const data = useDeskData(token, signedOut);
  const offer = usePartnerOffer(token, session.claims.id);
  // A visit reaching the server changes its stats and its list: both are loaded again.
  const visitsChanged = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: partnerQueries.desk(token) }),
    [queryClient, token],
  );

  useEffect(() => {
    engine.start();
    void refreshCardIssuer().then(setIssuer);
    return () => engine.stop();
  }, [engine]);

  const waiting = useOutboxItems().filter(
    (item) => item.status === 'pending' && item.partnerId === session.claims.id,
  );
  // A visit leaving the outbox (a sync in the background) changes the server's list and stats.
  const waitingCount = waiting.length;
  const lastWaiting = useRef(waitingCount);
  useEffect(() => {
    if (waitingCount < lastWaiting.current) visitsChanged();
    lastWaiting.current = waitingCount;
  }, [waitingCount, visitsChanged]);

  const logout = async () => {
    await partnerLogout(token);
    signedOut();
  };

  return (
    <main className="partner-desk container" id="main">
      <header className="desk-header">
        <div>
          {/* The clinic's name, from the server or as this device kept it: whose desk this is. */}
          {offer?.name && <p className="desk-clinic">{offer.name}</p>}
          <h1>{t('desk.title')}</h1>
          <p className="muted">{session.claims.email}</p>
        </div>
        <span className="badge desk-badge">{t(typeBadgeKey(session.claims.type))}</span>
        <LanguageSwitch />
        <button type="button" className="btn btn-outline" onClick={() => void logout()}>
          {t('desk.logout')}
        </button>
      </header>
      {/* Verify first: on a phone the field and the verdict open in the first screen. */}
      <div className="desk-layout">
        <div className="desk-work">
          <Tabs
            tabs={[
              { key: 'verify', label: t('desk.tabVerify') },
              {
                key: 'visits',
                label:
                  waiting.length > 0
                    ? t('desk.tabVisitsWaiting', { waiting: waiting.length })
                    : t('desk.tabVisits'),
              },
            ]}
            active={tab}
            onChange={setTab}
            label={t('desk.tabs')}
            idPrefix={TABS_ID}
          />
          <div {...tabPanelProps(TABS_ID, tab)}>
            {tab === 'verify' ? (
              <VerifyPanel
                token={token}
                engine={engine}
                issuer={issuer}
                offer={offer}
                onRecorded={visitsChanged}
              />
            ) : (
              <RecentVisits token={token} data={data} waiting={waiting} onVoided={visitsChanged} />
            )}
          </div>
        </div>
        <div className="desk-side">
          <SyncStatusPanel
            onSyncNow={async () => {
              await engine.syncNow();
              visitsChanged();
            }}
          />
          <TodayPanel today={data.stats?.today ?? null} waiting={waiting.length} />
          <StatCards stats={data.stats} partnerId={session.claims.id} />
        </div>
      </div>
      <StandardDiscountForm key={String(offer?.standardDiscount)} token={token} offer={offer} />
      <AccountSection email={session.claims.email} />
      <ApiKeysSection token={token} />
      <WebhooksSection token={token} />
    </main>
  );
}
