import type { PartnerStats } from '@mcs/shared';

const rupees = (value: number) => `₹${value.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

/** The four stat cards; dashes until the server has answered. */
export function StatCards({ stats }: { stats: PartnerStats | null }) {
  const cards: Array<[string, string]> = [
    ['Members Served', stats ? String(stats.membersServed) : '–'],
    ['Revenue', stats ? rupees(stats.totalRevenue) : '–'],
    ['Avg. Discount', stats ? stats.averageDiscount : '–'],
    ['This Month', stats ? `${stats.monthlyVisits} visits` : '–'],
  ];
  return (
    <div className="stat-cards">
      {cards.map(([label, value]) => (
        <div key={label} className="card stat-card">
          <span className="stat-label">{label}</span>
          <strong className="stat-value" aria-label={label}>
            {value}
          </strong>
        </div>
      ))}
    </div>
  );
}
