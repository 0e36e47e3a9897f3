import { SAVINGS_EXAMPLES, savingsTotal } from '@mcs/shared/pricing';
import { useFormat, useT, type TextKey } from '../../../i18n';
import { feeText } from './i18n/catalog.ts';
import type { en } from './i18n/en.ts';

// The sample bills' names, in the order the shared pricing rules list them.
const SERVICES: readonly TextKey<typeof en>[] = [
  'service.doctor',
  'service.tests',
  'service.pharmacy',
  'service.checkup',
];

/** The Potential Savings list of the fee page: sample bills with and without the membership. */
export function SavingsTable() {
  const { t } = useT(feeText);
  const { money } = useFormat();
  return (
    // Focusable so keyboard users can scroll the table sideways on a narrow phone.
    <div className="table-scroll" tabIndex={0} role="region" aria-label={t('table.region')}>
      <table className="savings-table">
        <caption className="visually-hidden">{t('table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.service')}</th>
            <th scope="col">{t('table.original')}</th>
            <th scope="col">{t('table.discounted')}</th>
            <th scope="col">{t('table.save')}</th>
          </tr>
        </thead>
        <tbody>
          {SAVINGS_EXAMPLES.map((row, i) => (
            <tr key={row.service}>
              <th scope="row">{SERVICES[i] ? t(SERVICES[i]) : row.service}</th>
              <td>
                <s>{money(row.original)}</s>
              </td>
              <td>{money(row.discounted)}</td>
              <td className="saving">{money(row.savings)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('table.total')}
            </th>
            <td className="saving">{money(savingsTotal(SAVINGS_EXAMPLES))}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
