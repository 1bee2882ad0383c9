import { lazy, Suspense } from 'react';
import type { AdminStats } from '../../../api/contract/admin';
import {
  ceilingTone,
  errorRateTone,
  formatCount,
  formatMs,
  formatPercent,
  formatUsd,
} from './adminFormat';
import { StatCard } from './StatCard';

const RequestsChart = lazy(() =>
  import('./DashboardCharts').then((m) => ({ default: m.RequestsChart })),
);
const AiCostChart = lazy(() =>
  import('./DashboardCharts').then((m) => ({ default: m.AiCostChart })),
);

const COST_ROWS = [
  { key: 'imageAnalysis', label: 'Bildanalyse' },
  { key: 'recommendations', label: 'Empfehlungen' },
  { key: 'dnaAnalysis', label: 'Duft-DNA-Analyse' },
] as const;

export function PerformanceTab({ stats }: { stats: AdminStats }) {
  const { performance, analysis, recommendations, costs, anonymousWrites: writes } = stats;
  const loading = <p role="status">Diagramm wird geladen …</p>;
  return (
    <>
      <dl className="admin-grid">
        <StatCard label="Ø Antwortzeit (24 h)" value={formatMs(performance.avgResponseTime)} />
        <StatCard
          label="Fehlerquote (24 h)"
          value={formatPercent(performance.errorRate)}
          hint={`${formatCount(performance.requests)} Anfragen`}
          tone={errorRateTone(performance.errorRate)}
        />
        <StatCard label="KI-Cache-Trefferquote" value={formatPercent(performance.cacheHitRate)} />
        <StatCard label="OpenAI-Aufrufe (Monat)" value={formatCount(performance.openaiUsage)} />
        <StatCard
          label="Analysen"
          value={formatCount(analysis.totalAnalyses)}
          hint={`Ø ${formatMs(analysis.avgProcessingTime)}`}
        />
        <StatCard
          label="Empfehlungen"
          value={formatCount(recommendations.total)}
          hint={`Erfolgsquote ${formatPercent(recommendations.successRate)}`}
        />
        <StatCard
          label="Temporäre Parfüms heute"
          value={formatCount(writes.tempItemsToday)}
          hint={`Obergrenze ${formatCount(writes.tempItemsPerDay)} pro Tag, ${formatCount(writes.tempItemsStored)} gespeichert`}
          tone={ceilingTone(writes.tempItemsToday, writes.tempItemsPerDay)}
        />
        <StatCard
          label="Statistik-Ereignisse heute"
          value={formatCount(writes.analyticsEventsToday)}
          hint={`Obergrenze ${formatCount(writes.analyticsEventsPerDay)} pro Tag`}
          tone={ceilingTone(writes.analyticsEventsToday, writes.analyticsEventsPerDay)}
        />
        <StatCard label="Datenbank (Monat)" value={formatUsd(costs.supabaseCosts.thisMonth)} />
        <StatCard label="Hosting (Monat)" value={formatUsd(costs.hostingCosts.thisMonth)} />
      </dl>
      <table className="admin-table">
        <caption>
          KI-Kosten diesen Monat: {formatUsd(costs.openaiCosts.thisMonth)},{' '}
          {formatCount(costs.openaiCosts.totalTokens)} Tokens
        </caption>
        <thead>
          <tr>
            <th scope="col">Art</th>
            <th scope="col">Aufrufe</th>
            <th scope="col">Kosten</th>
            <th scope="col">Ø je Aufruf</th>
          </tr>
        </thead>
        <tbody>
          {COST_ROWS.map(({ key, label }) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              <td>{formatCount(costs.openaiByType[key].calls)}</td>
              <td>{formatUsd(costs.openaiByType[key].cost)}</td>
              <td>{formatUsd(costs.openaiByType[key].avgCost)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="admin-muted">
        Echte Kosten: heute {formatUsd(costs.totalRealCosts.today)}, 7 Tage{' '}
        {formatUsd(costs.totalRealCosts.thisWeek)}, Monat{' '}
        {formatUsd(costs.totalRealCosts.thisMonth)}
      </p>
      <figure className="admin-chart">
        <figcaption>Antwortzeit und Fehlerquote je Stunde, letzte 24 Stunden</figcaption>
        <Suspense fallback={loading}>
          <RequestsChart hourly={stats.charts.hourly} />
        </Suspense>
      </figure>
      <figure className="admin-chart">
        <figcaption>KI-Kosten je Tag und Art, letzte 30 Tage</figcaption>
        <Suspense fallback={loading}>
          <AiCostChart days={stats.charts.aiCosts} />
        </Suspense>
      </figure>
    </>
  );
}
