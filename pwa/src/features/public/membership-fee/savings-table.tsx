import { SAVINGS_EXAMPLES, formatRupees, savingsTotal } from '@mcs/shared/pricing';

/** The Potential Savings list of the fee page: sample bills with and without the membership. */
export function SavingsTable() {
  return (
    // Focusable so keyboard users can scroll the table sideways on a narrow phone.
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Potential savings table">
      <table className="savings-table">
        <caption className="visually-hidden">Potential savings per year</caption>
        <thead>
          <tr>
            <th scope="col">Service</th>
            <th scope="col">Original Price</th>
            <th scope="col">Discounted Price</th>
            <th scope="col">You Save</th>
          </tr>
        </thead>
        <tbody>
          {SAVINGS_EXAMPLES.map((row) => (
            <tr key={row.service}>
              <th scope="row">{row.service}</th>
              <td>
                <s>{formatRupees(row.original)}</s>
              </td>
              <td>{formatRupees(row.discounted)}</td>
              <td className="saving">{formatRupees(row.savings)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Total Savings per Year
            </th>
            <td className="saving">{formatRupees(savingsTotal(SAVINGS_EXAMPLES))}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
