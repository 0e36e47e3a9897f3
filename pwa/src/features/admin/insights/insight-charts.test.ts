import { describe, expect, it } from 'vitest';
import type { AdminInsights } from '@mcs/shared';
import { STATES_SHOWN, dayLabel, insightCharts, monthLabel, topStates } from './insight-charts.ts';

const data: AdminInsights = {
  daily: [
    { date: '2026-11-14', visits: 1, savings: 150 },
    { date: '2026-11-15', visits: 2, savings: 300.5 },
  ],
  partnersByType: [
    { type: 'doctor', count: 3 },
    { type: 'dentist', count: 2 },
    { type: 'diagnostic', count: 0 },
    { type: 'pharmacy', count: 1 },
  ],
  partnersByState: [{ state: 'Kerala', count: 4 }],
  enrolmentsByMonth: [{ month: '2026-11', count: 5 }],
};

describe('insight charts', () => {
  it('labels days and months as people read them', () => {
    expect(dayLabel('2026-11-05')).toBe('5 Nov');
    expect(monthLabel('2026-01')).toBe('Jan 2026');
  });

  it('charts each series from the one insights answer', () => {
    const charts = insightCharts(data);
    expect(charts.visits.data.labels).toEqual(['14 Nov', '15 Nov']);
    expect(charts.visits.data.datasets[0]!.data).toEqual([1, 2]);
    expect(charts.savings.data.datasets[0]!.data).toEqual([150, 300.5]);
    expect(charts.byType.data.labels).toEqual([
      'Doctor',
      'Dentist',
      'Diagnostic Center',
      'Pharmacy',
    ]);
    expect(charts.enrolments.data.labels).toEqual(['Nov 2026']);
  });

  it('keeps the top states and sums the rest into Other states', () => {
    const many = Array.from({ length: STATES_SHOWN + 3 }, (_, i) => ({
      state: `State ${i}`,
      count: 20 - i,
    }));
    const shown = topStates(many);
    expect(shown).toHaveLength(STATES_SHOWN + 1);
    expect(shown.at(-1)).toEqual({ state: 'Other states', count: 10 + 9 + 8 });
  });
});
