// Headline money for dashboards, apart from pricing.ts: the home page uses pricing.ts, so anything
// added there ships in the home page's JavaScript; this is read by the admin console only.
const LAKH = 100_000;
const CRORE = 100 * LAKH;
const oneDecimal = /* @__PURE__ */ new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });
const wholeRupees = /* @__PURE__ */ new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/**
 * A headline figure, read at a glance: whole rupees below a lakh, then lakh and crore with one
 * decimal at most (775.26 -> "₹775", 1_25_000 -> "₹1.3 lakh", 2_40_00_000 -> "₹2.4 crore").
 * Exact amounts (a receipt, a CSV) use formatRupees.
 */
export function formatRupeesHeadline(amount: number): string {
  const rupees = Math.round(amount);
  const size = Math.abs(rupees);
  if (size >= CRORE) return `₹${oneDecimal.format(rupees / CRORE)} crore`;
  if (size >= LAKH) return `₹${oneDecimal.format(rupees / LAKH)} lakh`;
  return wholeRupees.format(rupees);
}
