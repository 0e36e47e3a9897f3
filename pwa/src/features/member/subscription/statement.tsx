// The yearly statement: the membership year on one sheet, for the family's records or a
// reimbursement claim, printed (or saved as PDF) by the browser. It covers the whole screen
// and, through the print stylesheet in member.css, is all that is printed: no server-side PDF.
import { roundToPaise } from '@mcs/shared';
import type { CurrentMember } from '@mcs/shared';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFormat, useT } from '../../../i18n/index.ts';
import { useEscapeKey } from '../../../ui/use-escape-key.ts';
import { useFocusTrap } from '../../../ui/use-focus-trap.ts';
import { memberText } from '../i18n/catalog.ts';
import { BRAND_NAME } from '../i18n/words.ts';
import { useIndiaTime } from '../working-offline.tsx';
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
  const { t } = useT(memberText);
  const { money, date } = useFormat();
  const { keptTime } = useIndiaTime();
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
          {t('statement.print')}
        </button>
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {t('statement.close')}
        </button>
      </div>
      <article className="statement-sheet">
        <header className="statement-head">
          <p className="statement-brand">{BRAND_NAME}</p>
          <h2 id="statement-title" ref={heading} tabIndex={-1}>
            {t('statement.title')}
          </h2>
        </header>
        <dl className="statement-facts">
          <div>
            <dt>{t('statement.member')}</dt>
            <dd>{member.name}</dd>
          </div>
          <div>
            <dt>{t('statement.memberId')}</dt>
            <dd>{member.membershipId}</dd>
          </div>
          <div>
            <dt>{t('statement.period')}</dt>
            <dd data-testid="statement-period">
              {t('savings.period', { from: date(year.start), to: date(year.end) })}
            </dd>
          </div>
          <div>
            <dt>{t('statement.people')}</dt>
            <dd>{savings.members}</dd>
          </div>
          <div>
            <dt>{t('statement.fee')}</dt>
            <dd>{money(savings.feePaid)}</dd>
          </div>
        </dl>
        {visits.length === 0 ? (
          <p>{t('statement.none')}</p>
        ) : (
          <table className="statement-table">
            <caption className="visually-hidden">{t('statement.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('statement.date')}</th>
                <th scope="col">{t('statement.partner')}</th>
                <th scope="col">{t('statement.service')}</th>
                <th scope="col" className="num">
                  {t('statement.bill')}
                </th>
                <th scope="col" className="num">
                  {t('statement.discount')}
                </th>
                <th scope="col" className="num">
                  {t('statement.saving')}
                </th>
              </tr>
            </thead>
            <tbody>
              {visits.map((visit) => (
                <tr key={visit.id}>
                  <td>{date(visit.visitedTime)}</td>
                  <td>{visit.hospitalName}</td>
                  <td>
                    {visit.service}
                    {visit.patient && (
                      <span className="statement-patient">
                        {t('statement.for', { patient: visit.patient })}
                      </span>
                    )}
                  </td>
                  <td className="num">
                    {visit.billAmount === null ? '-' : money(visit.billAmount)}
                  </td>
                  <td className="num">{visit.discountApplied}%</td>
                  <td className="num">
                    {visit.billAmount === null ? '-' : money(visit.savedAmount)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  {t('statement.total', { count: visits.length })}
                </th>
                <td className="num" data-testid="statement-total-billed">
                  {money(totalBilled)}
                </td>
                <td />
                <td className="num" data-testid="statement-total-saved">
                  {money(totalSaved)}
                </td>
              </tr>
            </tfoot>
          </table>
        )}
        <p className="statement-summary">
          {totalSaved >= savings.feePaid
            ? t('statement.summaryMore', {
                saved: money(totalSaved),
                fee: money(savings.feePaid),
                more: money(roundToPaise(totalSaved - savings.feePaid)),
              })
            : t('statement.summary', { saved: money(totalSaved), fee: money(savings.feePaid) })}
        </p>
        {!complete && <p className="statement-note">{t('statement.incomplete')}</p>}
        {keptAt && (
          <p className="statement-note">{t('statement.kept', { time: keptTime(keptAt) })}</p>
        )}
      </article>
    </div>,
    document.body,
  );
}
