import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef } from 'react';
import { useFormat, useT } from '../../../i18n/index.ts';
import { useFocusTrap } from '../../../ui/use-focus-trap.ts';
import { memberText } from '../i18n/catalog.ts';
import { BRAND_NAME } from '../i18n/words.ts';
import type { CardView } from './card-view.ts';
import { useScreenWakeLock } from './wake-lock.ts';

/** The holder and each family member on the card. */
export function peopleCovered(view: CardView): number {
  return 1 + view.family.length;
}

/**
 * The card for the counter: the QR as big as the screen allows, black on white, the screen kept
 * awake, and a reminder to turn the brightness up (a page cannot do that itself). Around it, what
 * the receptionist reads across the desk: the brand, the status, the validity, how many people the
 * card covers, and the membership ID to type in when the camera cannot read the code. All of it in
 * the member's language but the brand, the name and the ID: the receptionist reads those as they
 * are.
 */
export function CounterView({ view, onClose }: { view: CardView; onClose: () => void }) {
  const { t } = useT(memberText);
  const format = useFormat();
  const ref = useRef<HTMLDivElement>(null);
  const people = peopleCovered(view);
  useScreenWakeLock(true);
  useFocusTrap(ref);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  useEffect(() => {
    const el = ref.current;
    el?.querySelector('button')?.focus();
    // Full screen where the browser allows it; the overlay already covers the page otherwise.
    el?.requestFullscreen?.().catch(() => undefined);
    return () => {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, []);
  return (
    <div
      ref={ref}
      className="counter-view"
      role="dialog"
      aria-modal="true"
      aria-label={t('counter.label')}
    >
      <div className="counter-head">
        <span className="counter-brand">{BRAND_NAME}</span>
        <span
          className={`badge ${view.status === 'Active' ? 'badge-active' : 'badge-pending'}`}
          data-testid="counter-status"
        >
          {t(`status.${view.status}`)}
        </span>
      </div>
      <p className="counter-name">{view.name}</p>
      {view.jws && (
        <div className="counter-qr" data-testid="counter-qr">
          <QRCodeSVG
            value={view.jws}
            level="M"
            marginSize={4}
            size={512}
            bgColor="#ffffff"
            fgColor="#000000"
            title={t('card.qrTitle', { id: view.membershipId })}
          />
        </div>
      )}
      <p className="counter-id">
        <span className="counter-id-help">{t('counter.idHelp')}</span>
        <span className="counter-id-value" data-testid="counter-membership-id">
          {view.membershipId}
        </span>
      </p>
      <p className="counter-facts">
        <span>{t('counter.validUntil', { date: format.date(view.validUntil) })}</span>
        <span>{t('counter.covered', { count: people })}</span>
      </p>
      <p className="counter-hint">{t('counter.brightness')}</p>
      <button type="button" className="btn btn-primary btn-lg" onClick={onClose}>
        {t('counter.close')}
      </button>
    </div>
  );
}
