import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { createMemberSync, offlineDb, useStoredCard } from '../../offline/member.ts';
import { usePageMeta } from '../../ui/page-meta.ts';
import { tabPanelProps, Tabs } from '../../ui/tabs.tsx';
import { useCardHolder } from './card/card-holder.ts';
import { cardView } from './card/card-view.ts';
import { cardUsable } from './card/card-notice.tsx';
import { useCounterAtStart, useStartView } from './card/use-start-view.ts';
import { FindPartnersTab } from './find-partners/find-partners-tab.tsx';
import { memberText } from './i18n/catalog.ts';
import { MemberNav } from './member-nav.tsx';
import {
  ChangePasswordLink,
  CounterView,
  PushReminders,
  RenewalSection,
  SubscriptionTab,
  VisitsTab,
} from './member-parts.ts';
import { usePasswordChangeFirst } from './password/use-password-change-first.ts';
import { RenewalBanner } from './subscription/renewal-banner.tsx';
import { logoutMember, useMemberSession } from './session.ts';
import { WorkingOffline } from './working-offline.tsx';
import './member.css';

// Run before the first render (lazy-area.ts): the first screen's answers are asked for at once.
export { askFirstAnswers as prepare } from './first-answers.ts';

type TabKey = 'partners' | 'subscription' | 'visits';
/** The tabs' and their panel's id prefix. */
const TABS_ID = 'member';

/** The member dashboard: also open to guests, who can search partners. */
export default function MemberDashboardPage() {
  const { t } = useT(memberText);
  usePageMeta({
    title: t('dashboard.metaTitle'),
    description: t('dashboard.metaDescription'),
  });
  const tabs = useMemo(
    () =>
      [
        { key: 'partners', label: t('dashboard.tabPartners') },
        { key: 'subscription', label: t('dashboard.tabSubscription') },
        { key: 'visits', label: t('dashboard.tabVisits') },
      ] as const,
    [t],
  );
  const navigate = useNavigate();
  const session = useMemberSession();
  const stored = useStoredCard();
  const now = useMemo(() => new Date(), []);
  const signedIn = session.token !== null;
  // Opened from the installed app (its start address or "Show card" shortcut): a member lands on
  // the card; a guest on Find Partners, as at /dashboard.
  const start = useStartView();
  const [tab, setTab] = useState<TabKey>(() =>
    start !== null && signedIn ? 'subscription' : 'partners',
  );
  const [atCounter, setAtCounter] = useState(false);
  // The banner's Renew now opens the renewal form in My Subscription.
  const [renewing, setRenewing] = useState(false);
  const renew = useCallback(() => {
    setTab('subscription');
    setRenewing(true);
  }, []);
  // A card on the device only while a member is signed in here.
  const holder = useCardHolder(session.data, stored);
  const card = signedIn ? cardView(session.member, stored, now, holder) : null;
  const usable = card !== null && cardUsable(card, now);

  useEffect(() => {
    const sync = createMemberSync({ signedIn });
    sync.start();
    return () => sync.stop();
  }, [signedIn]);

  const onLogout = useCallback(
    () => logoutMember(offlineDb(), () => navigate('/login', { replace: true })),
    [navigate],
  );
  const showCard = useCallback(() => setAtCounter(true), []);
  const closeCard = useCallback(() => setAtCounter(false), []);
  // Until Dexie has answered, whether a card can be shown is not known yet.
  useCounterAtStart(start, stored === undefined ? undefined : usable, showCard);
  usePasswordChangeFirst(session.member, atCounter);

  const name = session.member?.name ?? (card?.name || null);
  return (
    <div className="member-area">
      <MemberNav
        name={name}
        signedIn={signedIn}
        cardOnDevice={card?.jws != null}
        onShowCard={usable ? showCard : null}
        onLogout={onLogout}
      />
      <WorkingOffline data={session.data} />
      <main className="container member-main" id="main">
        <h1>{name ? t('dashboard.welcomeName', { name }) : t('dashboard.welcome')}</h1>
        {session.member && <RenewalBanner member={session.member} now={now} onRenew={renew} />}
        <Tabs
          tabs={tabs}
          active={tab}
          onChange={setTab}
          label={t('dashboard.tabs')}
          idPrefix={TABS_ID}
        />
        <div {...tabPanelProps(TABS_ID, tab)} className="tab-panel">
          {tab === 'partners' && <FindPartnersTab />}
          <Suspense
            fallback={
              <p className="loading" role="status">
                {t('dashboard.loading')}
              </p>
            }
          >
            {tab === 'subscription' && (
              <SubscriptionTab
                data={session.data}
                card={card}
                now={now}
                onShowAtCounter={showCard}
              />
            )}
            {tab === 'subscription' && session.token && session.member && (
              <>
                <RenewalSection
                  token={session.token}
                  member={session.member}
                  open={renewing}
                  onOpen={() => setRenewing(true)}
                />
                <PushReminders token={session.token} />
              </>
            )}
            {tab === 'subscription' && session.member && <ChangePasswordLink />}
            {tab === 'visits' && (
              <VisitsTab
                data={session.data}
                hasMore={session.hasMoreVisits}
                loadingMore={session.loadingMoreVisits}
                onMore={session.loadMoreVisits}
              />
            )}
          </Suspense>
        </div>
      </main>
      {atCounter && card && (
        <Suspense fallback={null}>
          <CounterView view={card} onClose={closeCard} />
        </Suspense>
      )}
      {/* The card the device holds needs no server: nothing covers it while the server is asked
          (with no network that can take as long as the browser waits). */}
      {session.loading && !(tab === 'subscription' && card) && (
        <div className="loading-overlay" role="status">
          <p>{t('dashboard.loading')}</p>
        </div>
      )}
    </div>
  );
}
