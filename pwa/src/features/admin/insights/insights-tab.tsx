/** Charts of the network's numbers; filled in by the insights commit. */
export function InsightsTab() {
  return <h2>Insights</h2>;
}
