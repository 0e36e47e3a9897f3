import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import type { PartnerDiscount, VisitMutationPayload } from '@mcs/shared';
import { offlineDb, type SyncEngine } from '../../../offline/index.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { translate } from '../../../i18n';
import { useToast } from '../../../ui/toast.tsx';
import { deskText } from '../i18n/catalog.ts';
import { readDeskInput } from './card-input.ts';
import { checkCardOffline, checkTypedId, liveStatusOf, type DeskCheck } from './desk-check.ts';
import { DeskResult, verifiedOf } from './desk-result.tsx';
import { RecordVisitForm } from './record-visit-form.tsx';
import { recentlyRecorded, rememberRecorded } from './recent-records.ts';
import { preloadScanner } from './scanner-preload.ts';
import { useDeskWords, type DeskKey } from './desk-words.ts';
import { SoundToggle } from './sound-toggle.tsx';

// The camera and image scanner pull in html5-qrcode (~375 KB): only when the partner opens it.
const QrScanner = lazy(() => import('./qr-scanner.tsx'));

interface Props {
  token: string;
  engine: SyncEngine;
  /** The card issuer of this server (GET api/config); undefined until known or when offline. */
  issuer?: string;
  /**
   * The partner's offer (standard discount, services) from the server or as this device kept it;
   * undefined when the desk has never learnt it.
   */
  offer?: PartnerDiscount | undefined;
  onRecorded: () => void;
}

interface HeldVisit {
  visit: VisitMutationPayload;
  patient: string;
  minutes: number;
}

/**
 * Verify Membership, the desk: one field takes a typed ID (Enter submits) or a whole card from a
 * paste or a keyboard-wedge scanner; the camera and image scanner fill the same path. A verified
 * member can have a visit recorded, which goes to the outbox first and syncs.
 */
export function VerifyPanel({ token, engine, issuer, offer, onRecorded }: Props) {
  const toast = useToast();
  const { t, lang } = useDeskWords();
  const [text, setText] = useState('');
  const [check, setCheck] = useState<DeskCheck>({ kind: 'idle' });
  const [scanning, setScanning] = useState(false);
  const [recording, setRecording] = useState(false);
  const [held, setHeld] = useState<HeldVisit | null>(null);
  const busy = check.kind === 'busy';

  // While online, fetch the scanner ahead so that it opens offline too (scanner-preload.ts).
  useEffect(() => preloadScanner(), []);

  const verify = async (raw: string) => {
    const input = readDeskInput(raw);
    if (input.kind === 'empty') return;
    setCheck({ kind: 'busy' });
    const options = { issuer, standardDiscount: offer?.standardDiscount ?? null, lang };
    if (input.kind === 'id') {
      setCheck(await checkTypedId(token, input.id, options));
      return;
    }
    const first = await checkCardOffline(token, input.jws, options);
    setCheck(first);
    if (first.kind !== 'card') return;
    const live = await liveStatusOf(token, first.card, options);
    setCheck((shown) =>
      shown.kind === 'card' && shown.card === first.card ? { ...shown, live } : shown,
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void verify(text);
  };

  const onScanned = (decoded: string) => {
    setScanning(false);
    setText(decoded);
    void verify(decoded);
  };

  const record = async (visit: VisitMutationPayload, patient: string, confirmed = false) => {
    const minutes = confirmed ? null : recentlyRecorded(visit.membershipId);
    if (minutes !== null) {
      setHeld({ visit, patient, minutes });
      return;
    }
    setRecording(true);
    const recordedText = text;
    const recordedCheck = check;
    try {
      const item = await engine.recordVisit(visit);
      rememberRecorded(visit.membershipId);
      // The visit is safe on the device: the desk is free for the next patient at once, while
      // it is sent. Only what was recorded is cleared, never a card scanned meanwhile.
      setText((shown) => (shown === recordedText ? '' : shown));
      setCheck((shown) => (shown === recordedCheck ? { kind: 'idle' } : shown));
      await engine.syncNow();
      const after = await offlineDb().outbox.get(item.id);
      // Said in the language of the moment the answer comes, which the partner may have changed.
      const say = (key: DeskKey, vars?: Record<string, string>) => translate(deskText, key, vars);
      if (!after) {
        toast({ title: say('recorded.title'), description: say('recorded.text'), tone: 'success' });
      } else if (after.status === 'rejected') {
        toast({
          title: say('recordFailed.title'),
          // The server's reason, in its words: it names what only the server knows.
          description: after.rejectedReason ?? say('recordFailed.text'),
          tone: 'error',
        });
      } else {
        toast({
          title: say('savedOffline.title'),
          description: say('savedOffline.text', { patient }),
          tone: 'info',
        });
      }
      onRecorded();
    } catch {
      toast({
        title: translate(deskText, 'recordFailed.title'),
        description: translate(deskText, 'recordFailed.text'),
        tone: 'error',
      });
    } finally {
      setRecording(false);
    }
  };

  const verified = verifiedOf(check);

  return (
    <section className="desk" aria-label={t('desk.tabVerify')}>
      <form className="desk-form" onSubmit={onSubmit}>
        <label htmlFor="desk-input">{t('verify.label')}</label>
        <div className="desk-input-row">
          <input
            id="desk-input"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('verify.placeholder')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <button type="submit" className="btn btn-primary" disabled={busy || text.trim() === ''}>
            {busy ? t('verify.verifying') : t('verify.verify')}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => setScanning(true)}>
            {t('verify.scan')}
          </button>
          <SoundToggle />
        </div>
        <p className="hint">{t('verify.hint')}</p>
      </form>
      {scanning && (
        <Suspense fallback={<p role="status">{t('verify.loadingScanner')}</p>}>
          <QrScanner onScanned={onScanned} onClose={() => setScanning(false)} />
        </Suspense>
      )}
      <DeskResult check={check} />
      {verified?.usable && (
        <RecordVisitForm
          key={verified.membershipId}
          verified={verified}
          services={offer?.discountItems ?? []}
          busy={recording}
          onRecord={(visit, patient) => void record(visit, patient)}
        />
      )}
      {held && (
        <ConfirmDialog
          title={t('repeat.title')}
          confirmLabel={t('repeat.confirm')}
          onConfirm={() => {
            const again = held;
            setHeld(null);
            void record(again.visit, again.patient, true);
          }}
          onCancel={() => setHeld(null)}
        >
          <p>
            {held.minutes === 0
              ? t('repeat.justNow', { id: held.visit.membershipId, patient: held.patient })
              : t('repeat.minutes', {
                  id: held.visit.membershipId,
                  minutes: held.minutes,
                  patient: held.patient,
                })}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
