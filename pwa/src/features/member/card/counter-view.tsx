import { formatDateIN } from '@mcs/shared';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef } from 'react';
import { useFocusTrap } from '../../../ui/use-focus-trap.ts';
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
 * card covers, and the membership ID to type in when the camera cannot read the code.
 */
export function CounterView({ view, onClose }: { view: CardView; onClose: () => void }) {
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
      aria-label="Membership card for the counter"
    >
      <div className="counter-head">
        <span className="counter-brand">MediCostSaver</span>
        <span
          className={`badge ${view.status === 'Active' ? 'badge-active' : 'badge-pending'}`}
          data-testid="counter-status"
        >
          {view.status}
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
            title={`Membership card QR code for ${view.membershipId}`}
          />
        </div>
      )}
      <p className="counter-id">
        <span className="counter-id-help">Card not scanning? Read out this ID</span>
        <span className="counter-id-value" data-testid="counter-membership-id">
          {view.membershipId}
        </span>
      </p>
      <p className="counter-facts">
        <span>Valid until {formatDateIN(view.validUntil)}</span>
        <span>
          {people} {people === 1 ? 'person' : 'people'} covered
        </span>
      </p>
      <p className="counter-hint">Turn your screen brightness up so the counter can scan it.</p>
      <button type="button" className="btn btn-primary btn-lg" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
