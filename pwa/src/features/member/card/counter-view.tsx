import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef } from 'react';
import { useFocusTrap } from '../../../ui/use-focus-trap.ts';
import type { CardView } from './card-view.ts';
import { useScreenWakeLock } from './wake-lock.ts';

/**
 * The card for the counter: the QR as big as the screen allows, black on white, the screen kept
 * awake, and a reminder to turn the brightness up (a page cannot do that itself).
 */
export function CounterView({ view, onClose }: { view: CardView; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
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
      <p className="counter-name">{view.name}</p>
      <p className="counter-id">{view.membershipId}</p>
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
      <p className="counter-hint">Turn your screen brightness up so the counter can scan it.</p>
      <button type="button" className="btn btn-primary btn-lg" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
