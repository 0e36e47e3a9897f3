import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import type { PartnerDiscount, VisitMutationPayload } from '@mcs/shared';
import { offlineDb, type SyncEngine } from '../../../offline/index.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { readDeskInput } from './card-input.ts';
import { checkCardOffline, checkTypedId, liveStatusOf, type DeskCheck } from './desk-check.ts';
import { DeskResult, verifiedOf } from './desk-result.tsx';
import { RecordVisitForm } from './record-visit-form.tsx';
import { recentlyRecorded, rememberRecorded } from './recent-records.ts';
import { preloadScanner } from './scanner-preload.ts';
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
    const options = { issuer, standardDiscount: offer?.standardDiscount ?? null };
    if (input.kind === 'id') {
      setCheck(await checkTypedId(token, input.id, options));
      return;
    }
    const first = await checkCardOffline(token, input.jws, options);
    setCheck(first);
    if (first.kind !== 'card') return;
    const live = await liveStatusOf(token, first.card);
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
      if (!after) {
        toast({
          title: 'Visit Recorded',
          description: 'The member visit has been recorded successfully.',
          tone: 'success',
        });
      } else if (after.status === 'rejected') {
        toast({
          title: 'Recording Failed',
          description: after.rejectedReason ?? 'Failed to record visit. Please try again.',
          tone: 'error',
        });
      } else {
        toast({
          title: 'Visit Saved Offline',
          description: `The visit for ${patient} is saved on this device and will be sent when the connection returns.`,
          tone: 'info',
        });
      }
      onRecorded();
    } catch {
      toast({
        title: 'Recording Failed',
        description: 'Failed to record visit. Please try again.',
        tone: 'error',
      });
    } finally {
      setRecording(false);
    }
  };

  const verified = verifiedOf(check);

  return (
    <section className="desk" aria-label="Verify Membership">
      <form className="desk-form" onSubmit={onSubmit}>
        <label htmlFor="desk-input">Membership ID or card</label>
        <div className="desk-input-row">
          <input
            id="desk-input"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="e.g. MCS-2026-4F9A2C-81D3E7 or scan the card"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <button type="submit" className="btn btn-primary" disabled={busy || text.trim() === ''}>
            {busy ? 'Verifying...' : 'Verify'}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => setScanning(true)}>
            Scan card
          </button>
          <SoundToggle />
        </div>
        <p className="hint">
          Type the ID and press Enter, scan the member&apos;s QR card with the camera or a barcode
          scanner, or choose a screenshot of the card.
        </p>
      </form>
      {scanning && (
        <Suspense fallback={<p role="status">Loading scanner...</p>}>
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
          title="Record this visit again?"
          confirmLabel="Record again"
          onConfirm={() => {
            const again = held;
            setHeld(null);
            void record(again.visit, again.patient, true);
          }}
          onCancel={() => setHeld(null)}
        >
          <p>
            A visit for {held.visit.membershipId} was recorded{' '}
            {held.minutes === 0 ? 'less than a minute' : `${held.minutes} min`} ago. Record another
            visit for {held.patient}?
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
