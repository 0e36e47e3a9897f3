import { QRCodeCanvas, QRCodeSVG } from 'qrcode.react';
import { useRef, useState } from 'react';
import { useFormat, useT } from '../../../i18n/index.ts';
import { saveFile } from '../../../ui/save-file.ts';
import { memberText } from '../i18n/catalog.ts';
import { planWord, relationshipWord } from '../i18n/words.ts';
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
  const { t } = useT(memberText);
  const format = useFormat();
  const exportQr = useRef<HTMLCanvasElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  const usable = cardUsable(view, now);

  const image = async () => {
    if (!exportQr.current) throw new Error(t('card.notReady'));
    return drawCardImage(view, exportQr.current, { t, date: format.date });
  };
  const onDownload = async () => {
    try {
      saveFile(await image(), cardFileName(view));
      setMessage(null);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : t('card.saveFailed'));
    }
  };
  const onShare = async () => {
    try {
      const file = new File([await image()], cardFileName(view), { type: 'image/png' });
      await navigator.share({ files: [file], title: t('card.shareTitle') });
    } catch (error) {
      // The member closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setMessage(t('card.shareFailed'));
    }
  };

  return (
    <section className="card digital-card" aria-labelledby="digital-card-title">
      <div className="digital-card-head">
        <h2 id="digital-card-title">{t('card.title')}</h2>
        <span className={`badge ${view.status === 'Active' ? 'badge-active' : 'badge-pending'}`}>
          {t(`status.${view.status}`)}
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
              title={t('card.qrTitle', { id: view.membershipId })}
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
              {t('card.showAtCounter')}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => void onDownload()}>
              {t('card.download')}
            </button>
            {canShareFiles() && (
              <button type="button" className="btn btn-outline" onClick={() => void onShare()}>
                {t('card.share')}
              </button>
            )}
          </div>
        </>
      ) : (
        view.jws === null &&
        view.status === 'Active' && <p className="muted">{t('card.qrPending')}</p>
      )}
      {message && (
        <p className="form-error" role="alert">
          {message}
        </p>
      )}
      <dl className="card-fields">
        <div>
          <dt>{t('card.name')}</dt>
          <dd data-testid="card-name">{view.name}</dd>
        </div>
        <div>
          <dt>{t('card.memberId')}</dt>
          <dd data-testid="card-membership-id">{view.membershipId}</dd>
        </div>
        <div>
          <dt>{t('card.plan')}</dt>
          <dd>{planWord(t, view.plan)}</dd>
        </div>
        <div>
          <dt>{t('card.validUntil')}</dt>
          <dd>{format.date(view.validUntil)}</dd>
        </div>
        <div>
          <dt>{t('card.familyDiscount')}</dt>
          <dd>{familyDiscount(view.family.length)}</dd>
        </div>
        {view.family.length > 0 && (
          <div>
            <dt>{t('card.family')}</dt>
            <dd>
              {view.family
                .map((f) => `${f.name} (${relationshipWord(t, f.relationship)})`)
                .join(', ')}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
