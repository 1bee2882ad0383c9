import { lazy, Suspense } from 'react';
import type { AdminStats } from '../../../api/contract/admin';
import { errorRateTone, formatCount, formatMs, formatPercent, formatUsd } from './adminFormat';
import { StatCard } from './StatCard';

const VisitorsChart = lazy(() =>
  import('./DashboardCharts').then((m) => ({ default: m.VisitorsChart })),
);

export function OverviewTab({ stats }: { stats: AdminStats }) {
  const { users, visitors, recommendations, costs, revenue, performance } = stats;
  return (
    <>
      <dl className="admin-grid">
        <StatCard
          label="Nutzer gesamt"
          value={formatCount(users.total)}
          hint={`${formatCount(users.newToday)} neu heute`}
        />
        <StatCard
          label="Besucher heute (mit Einwilligung)"
          value={formatCount(visitors.today.newVisitors)}
          hint={`${formatCount(visitors.thisWeek.newVisitors)} in 7 Tagen`}
        />
        <StatCard
          label="Empfehlungen heute"
          value={formatCount(recommendations.todayCount)}
          hint={`Erfolgsquote ${formatPercent(recommendations.successRate)}`}
        />
        <StatCard
          label="Fehlerquote (24 h)"
          value={formatPercent(performance.errorRate)}
          hint={`Ø ${formatMs(performance.avgResponseTime)}`}
          tone={errorRateTone(performance.errorRate)}
        />
        <StatCard
          label="KI-Kosten diesen Monat"
          value={formatUsd(costs.openaiCosts.thisMonth)}
          hint={`${formatCount(costs.openaiCosts.totalCalls)} Aufrufe`}
        />
        <StatCard
          label="Echte Kosten diesen Monat"
          value={formatUsd(costs.totalRealCosts.thisMonth)}
          hint={`heute ${formatUsd(costs.totalRealCosts.today)}`}
        />
        <StatCard
          label="Potenzieller Umsatz"
          value={formatUsd(revenue.potentialRevenue)}
          hint="9,99 $ je Nutzer"
        />
        <StatCard
          label="Conversion (30 Tage, mit Einwilligung)"
          value={formatPercent(revenue.conversionRate)}
          hint="Registrierungen je Besucher, der der Statistik zugestimmt hat"
        />
      </dl>
      <figure className="admin-chart">
        <figcaption>Besucher (mit Einwilligung) und Registrierungen, letzte 30 Tage</figcaption>
        <Suspense fallback={<p role="status">Diagramm wird geladen …</p>}>
          <VisitorsChart daily={stats.charts.daily} />
        </Suspense>
      </figure>
    </>
  );
}
