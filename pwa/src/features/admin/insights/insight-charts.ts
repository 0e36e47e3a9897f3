// The insights as Chart.js configurations: pure data shaping, so it loads with the tab while
// Chart.js itself waits for the first chart.
import { PARTNER_TYPE_LABELS, type AdminInsights } from '@mcs/shared';
import type { ChartConfig } from './charts.ts';

const BRAND = '#0b6e4f';
const ACCENT = '#f4a300';
/** States beyond this many are summed as "Other states" so the bars stay readable. */
export const STATES_SHOWN = 10;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-05' -> '5 Nov'. */
export function dayLabel(date: string): string {
  const [, month, day] = date.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1]}`;
}

/** '2026-11' -> 'Nov 2026'. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-');
  return `${MONTHS[Number(m) - 1]} ${year}`;
}

/** The top states by partners, the rest summed into one bar. */
export function topStates(rows: AdminInsights['partnersByState']) {
  if (rows.length <= STATES_SHOWN) return rows;
  const rest = rows.slice(STATES_SHOWN).reduce((sum, r) => sum + r.count, 0);
  return [...rows.slice(0, STATES_SHOWN), { state: 'Other states', count: rest }];
}

function bar(labels: string[], label: string, data: number[], color: string, horizontal = false) {
  const config: ChartConfig = {
    type: 'bar',
    data: { labels, datasets: [{ label, data, backgroundColor: color }] },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      indexAxis: horizontal ? 'y' : 'x',
      plugins: { legend: { display: false } },
      scales: { [horizontal ? 'x' : 'y']: { beginAtZero: true, ticks: { precision: 0 } } },
    },
  };
  return config;
}

export function insightCharts(data: AdminInsights) {
  const days = data.daily.map((d) => dayLabel(d.date));
  const states = topStates(data.partnersByState);
  const savings: ChartConfig = {
    type: 'line',
    data: {
      labels: days,
      datasets: [
        {
          label: 'Savings (₹)',
          data: data.daily.map((d) => d.savings),
          borderColor: ACCENT,
          backgroundColor: ACCENT,
          tension: 0.2,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      plugins: { legend: { display: false } },
      scales: { y: { beginAtZero: true } },
    },
  };
  return {
    visits: bar(
      days,
      'Visits',
      data.daily.map((d) => d.visits),
      BRAND,
    ),
    savings,
    byType: bar(
      data.partnersByType.map((t) => PARTNER_TYPE_LABELS[t.type]),
      'Partners',
      data.partnersByType.map((t) => t.count),
      BRAND,
    ),
    byState: bar(
      states.map((s) => s.state),
      'Partners',
      states.map((s) => s.count),
      BRAND,
      true,
    ),
    enrolments: bar(
      data.enrolmentsByMonth.map((m) => monthLabel(m.month)),
      'Enrolments',
      data.enrolmentsByMonth.map((m) => m.count),
      ACCENT,
    ),
  };
}
