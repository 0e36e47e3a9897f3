// The yearly statement: the membership year on one sheet, for the family's records or a
// reimbursement claim, printed (or saved as PDF) by the browser. It covers the whole screen
// and, through the print stylesheet in member.css, is all that is printed: no server-side PDF.
import { formatDateIN, formatRupees, roundToPaise } from '@mcs/shared';
import type { CurrentMember } from '@mcs/shared';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useEscapeKey } from '../../../ui/use-escape-key.ts';
import { useFocusTrap } from '../../../ui/use-focus-trap.ts';
import { keptTime } from '../working-offline.tsx';
import type { MembershipSavings } from './savings.ts';

interface Props {
  member: CurrentMember;
  savings: MembershipSavings;
  /** Every visit of the year is listed: no older page is left unloaded. */
  complete: boolean;
  /** When the phone kept what is shown; null when it is the server's answer now. */
  keptAt: string | null;
  onClose: () => void;
  print?: () => void;
}

export function Statement({
  member,
  savings,
  complete,
  keptAt,
  onClose,
  print = () => window.print(),
}: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusTrap(ref);
  useEscapeKey(onClose);
  useEffect(() => heading.current?.focus(), []);
  const { year, visits } = savings;
  // Discounts on bills the desk recorded; a visit with no bill adds nothing to either total.
  const totalBilled = savings.billed;
  const totalSaved = savings.saved;

  return createPortal(
    <div
      ref={ref}
      className="statement-view"
      role="dialog"
      aria-modal="true"
      aria-labelledby="statement-title"
    >
      <div className="statement-actions">
        <button type="button" className="btn btn-primary" onClick={print}>
          Print
        </button>
        <button type="button" className="btn btn-outline" onClick={onClose}>
          Close
        </button>
      </div>
      <article className="statement-sheet">
        <header className="statement-head">
          <p className="statement-brand">MediCostSaver</p>
          <h2 id="statement-title" ref={heading} tabIndex={-1}>
            Membership statement
          </h2>
        </header>
        <dl className="statement-facts">
          <div>
            <dt>Member</dt>
            <dd>{member.name}</dd>
          </div>
          <div>
            <dt>Member ID</dt>
            <dd>{member.membershipId}</dd>
          </div>
          <div>
            <dt>Period</dt>
            <dd data-testid="statement-period">
              {formatDateIN(year.start)} to {formatDateIN(year.end)}
            </dd>
          </div>
          <div>
            <dt>People covered</dt>
            <dd>{savings.members}</dd>
          </div>
          <div>
            <dt>Fee paid</dt>
            <dd>{formatRupees(savings.feePaid)}</dd>
          </div>
        </dl>
        {visits.length === 0 ? (
          <p>No visits in this membership year.</p>
        ) : (
          <table className="statement-table">
            <caption className="visually-hidden">Visits in this membership year</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Partner</th>
                <th scope="col">Service</th>
                <th scope="col" className="num">
                  Bill
                </th>
                <th scope="col" className="num">
                  Discount
                </th>
                <th scope="col" className="num">
                  Saving
                </th>
              </tr>
            </thead>
            <tbody>
              {visits.map((visit) => (
                <tr key={visit.id}>
                  <td>{formatDateIN(visit.visitedTime)}</td>
                  <td>{visit.hospitalName}</td>
                  <td>
                    {visit.service}
                    {visit.patient && (
                      <span className="statement-patient"> for {visit.patient}</span>
                    )}
                  </td>
                  <td className="num">
                    {visit.billAmount === null ? '-' : formatRupees(visit.billAmount)}
                  </td>
                  <td className="num">{visit.discountApplied}%</td>
                  <td className="num">
                    {visit.billAmount === null ? '-' : formatRupees(visit.savedAmount)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  Total ({visits.length} {visits.length === 1 ? 'visit' : 'visits'})
                </th>
                <td className="num" data-testid="statement-total-billed">
                  {formatRupees(totalBilled)}
                </td>
                <td />
                <td className="num" data-testid="statement-total-saved">
                  {formatRupees(totalSaved)}
                </td>
              </tr>
            </tfoot>
          </table>
        )}
        <p className="statement-summary">
          Saved {formatRupees(totalSaved)} against a fee of {formatRupees(savings.feePaid)}
          {totalSaved >= savings.feePaid
            ? `: ${formatRupees(roundToPaise(totalSaved - savings.feePaid))} more than the fee.`
            : '.'}
        </p>
        {!complete && (
          <p className="statement-note">
            Only the visits loaded on this phone are listed: older visits of this year may be
            missing.
          </p>
        )}
        {keptAt && (
          <p className="statement-note">
            From the copy saved on this phone as of {keptTime(keptAt)}.
          </p>
        )}
      </article>
    </div>,
    document.body,
  );
}
