import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { LanguageSwitch, useT } from '../../i18n/index.ts';
import { InstallApp } from '../../ui/install-app.tsx';
import { memberText } from './i18n/catalog.ts';
import { BRAND_NAME } from './i18n/words.ts';
import { LogoutDialog } from './member-parts.ts';

interface Props {
  name: string | null;
  /** A member is signed in on this device: logout asks first. A guest's Logout just goes to /login. */
  signedIn: boolean;
  /** The device holds the member's signed card, which logout takes off it. */
  cardOnDevice: boolean;
  onShowCard: (() => void) | null;
  onLogout: () => void | Promise<unknown>;
}

/**
 * The app icon's cross, drawn in the bar's text colour. On a phone it stands for the brand, whose
 * written name is then kept for screen readers only: "MediCostSaver" beside the language switch
 * would leave a 360 px bar about 60 px for the member's name ("Ananya Krishnan" needs 153).
 */
function BrandMark() {
  return (
    <svg className="brand-mark" viewBox="0 0 64 64" width="28" height="28" aria-hidden="true">
      <rect
        x="2"
        y="2"
        width="60"
        height="60"
        rx="12"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
      />
      <path fill="currentColor" d="M26 14h12v12h12v12H38v12H26V38H14V26h12z" />
    </svg>
  );
}

/**
 * The member's bar: brand, the member's name or Guest, the language, Logout; plus the card one tap
 * away. On a phone the name shares its row with the brand and the language only, so the buttons
 * never squeeze it out.
 */
export function MemberNav({ name, signedIn, cardOnDevice, onShowCard, onLogout }: Props) {
  const { t } = useT(memberText);
  const [confirming, setConfirming] = useState(false);
  return (
    <header className="member-nav">
      <div className="container member-nav-inner">
        <Link to="/" className="brand">
          <BrandMark />
          <span className="brand-name">{BRAND_NAME}</span>
        </Link>
        <span className="member-name">{name ?? t('nav.guest')}</span>
        {/* On the name's row, not the buttons': on a phone the buttons' row has room for all three
            ('Install app', 'Show card', Logout) on one line, so neither arriving late (the card
            after its sync, the browser's install prompt after the worker) wraps the bar onto a
            third line and pushes the page down. */}
        <LanguageSwitch />
        <div className="member-nav-actions">
          <InstallApp className="btn btn-outline-light btn-sm" />
          {onShowCard && (
            <button type="button" className="btn btn-light btn-sm" onClick={onShowCard}>
              {t('nav.showCard')}
            </button>
          )}
          <button
            type="button"
            className="btn btn-outline-light btn-sm"
            onClick={() => (signedIn ? setConfirming(true) : void onLogout())}
          >
            {t('nav.logout')}
          </button>
        </div>
      </div>
      {confirming && (
        <Suspense fallback={null}>
          <LogoutDialog
            cardOnDevice={cardOnDevice}
            onConfirm={onLogout}
            onCancel={() => setConfirming(false)}
          />
        </Suspense>
      )}
    </header>
  );
}
