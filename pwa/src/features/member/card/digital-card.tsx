import { formatDateIN } from '@mcs/shared';
import { QRCodeCanvas, QRCodeSVG } from 'qrcode.react';
import { useRef, useState } from 'react';
import { saveFile } from '../../../ui/save-file.ts';
import { canShareFiles, cardFileName, drawCardImage } from './card-image.ts';
import { CardNotice, cardUsable } from './card-notice.tsx';
import type { CardView } from './card-view.ts';
import { familyDiscount } from '../subscription/family-discount.ts';

interface Props {
  view: CardView;
  now: Date;
  onShowAtCounter: () => void;
}

/**
 * The membership card with the signed QR code: shown from the
 * device with no network, saved as a PNG, or shared where the browser can share files. The QR
 * comes first, so a phone shows it without scrolling; the details the counter does not scan follow.
 */
export function DigitalCard({ view, now, onShowAtCounter }: Props) {
  const exportQr = useRef<HTMLCanvasElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  const usable = cardUsable(view, now);

  const image = async () => {
    if (!exportQr.current) throw new Error('The QR code is not ready yet.');
    return drawCardImage(view, exportQr.current);
  };
  const onDownload = async () => {
    try {
      saveFile(await image(), cardFileName(view));
      setMessage(null);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : 'The card could not be saved.');
    }
  };
  const onShare = async () => {
    try {
      const file = new File([await image()], cardFileName(view), { type: 'image/png' });
      await navigator.share({ files: [file], title: 'My MediCostSaver card' });
    } catch (error) {
      // The member closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setMessage('The card could not be shared. Use Download Digital Card instead.');
    }
  };

  return (
    <section className="card digital-card" aria-labelledby="digital-card-title">
      <div className="digital-card-head">
        <h2 id="digital-card-title">Membership Card</h2>
        <span className={`badge ${view.status === 'Active' ? 'badge-active' : 'badge-pending'}`}>
          {view.status}
        </span>
      </div>
      <CardNotice view={view} now={now} />
      {usable && view.jws ? (
        <>
          <div className="card-qr" data-testid="card-qr">
            <QRCodeSVG
              value={view.jws}
              level="M"
              marginSize={4}
              size={320}
              bgColor="#ffffff"
              fgColor="#000000"
              title={`Membership card QR code for ${view.membershipId}`}
            />
          </div>
          {/* Drawn off screen at print size, for the PNG. */}
          <QRCodeCanvas
            ref={exportQr}
            value={view.jws}
            level="M"
            marginSize={4}
            size={780}
            bgColor="#ffffff"
            fgColor="#000000"
            style={{ display: 'none' }}
          />
          <div className="button-row">
            <button type="button" className="btn btn-primary" onClick={onShowAtCounter}>
              Show at counter
            </button>
            <button type="button" className="btn btn-outline" onClick={() => void onDownload()}>
              Download Digital Card
            </button>
            {canShareFiles() && (
              <button type="button" className="btn btn-outline" onClick={() => void onShare()}>
                Share card
              </button>
            )}
          </div>
        </>
      ) : (
        view.jws === null &&
        view.status === 'Active' && (
          <p className="muted">Your card's QR code appears here once the app has fetched it.</p>
        )
      )}
      {message && (
        <p className="form-error" role="alert">
          {message}
        </p>
      )}
      <dl className="card-fields">
        <div>
          <dt>Name</dt>
          <dd data-testid="card-name">{view.name}</dd>
        </div>
        <div>
          <dt>Member ID</dt>
          <dd data-testid="card-membership-id">{view.membershipId}</dd>
        </div>
        <div>
          <dt>Plan</dt>
          <dd>{view.plan}</dd>
        </div>
        <div>
          <dt>Valid Until</dt>
          <dd>{formatDateIN(view.validUntil)}</dd>
        </div>
        <div>
          <dt>Family Discount</dt>
          <dd>{familyDiscount(view.family.length)}</dd>
        </div>
        {view.family.length > 0 && (
          <div>
            <dt>Family</dt>
            <dd>{view.family.map((f) => `${f.name} (${f.relationship})`).join(', ')}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
