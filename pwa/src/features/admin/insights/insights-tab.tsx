import { useMemo, useState } from 'react';
import { PARTNER_TYPE_LABELS, formatRupeesHeadline, type AdminInsights } from '@mcs/shared';
import { adminQueries } from '../../../api/admin-api.ts';
import { ListTab } from '../../../ui/list-tab.tsx';
import { ExportButton } from '../accounts/export-button.tsx';
import { useLoad } from '../use-load.ts';
import { ChartCanvas } from './chart-canvas.tsx';
import { insightCharts } from './insight-charts.ts';

/** The network at a glance, from one call; visits can be exported as CSV from here. */
export function InsightsTab() {
  const insights = useLoad(adminQueries.insights());
  const [search, setSearch] = useState('');
  return (
    <ListTab
      title="Insights"
      search={{
        label: 'Search visits to export',
        placeholder: 'Filter visits export by member, partner or service...',
        value: search,
        onChange: setSearch,
      }}
      actions={<ExportButton kind="visits" search={search.trim()} />}
      state={insights}
      isEmpty={() => false}
      empty=""
    >
      {(data) => <Charts data={data} />}
    </ListTab>
  );
}

function Charts({ data }: { data: AdminInsights }) {
  const charts = useMemo(() => insightCharts(data), [data]);
  const visits = data.daily.reduce((sum, d) => sum + d.visits, 0);
  const savings = data.daily.reduce((sum, d) => sum + d.savings, 0);
  const enrolments = data.enrolmentsByMonth.reduce((sum, m) => sum + m.count, 0);
  const types = data.partnersByType
    .map((t) => `${PARTNER_TYPE_LABELS[t.type]} ${t.count}`)
    .join(', ');
  const states = data.partnersByState.length;
  return (
    <div className="admin-charts">
      <ChartCanvas
        title="Visits per day (last 30 days)"
        summary={`${visits} visits in the last 30 days`}
        config={charts.visits}
      />
      <ChartCanvas
        title="Member savings per day (last 30 days)"
        summary={`${formatRupeesHeadline(savings)} saved in the last 30 days`}
        config={charts.savings}
      />
      <ChartCanvas title="Partners by type" summary={types} config={charts.byType} />
      <ChartCanvas
        title="Partners by state"
        summary={`Listed partners in ${states} states`}
        config={charts.byState}
      />
      <ChartCanvas
        title="Enrolments per month"
        summary={`${enrolments} enrolments in the last 12 months`}
        config={charts.enrolments}
      />
    </div>
  );
}
