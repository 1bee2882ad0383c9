import type { AdminStats } from '../../../api/contract/admin';
import { formatCount, formatDecimal, formatPercent } from './adminFormat';
import { StatCard } from './StatCard';

export function UsersTab({ stats }: { stats: AdminStats }) {
  const { users, collections, visitors, revenue } = stats;
  const periods = [
    { label: 'Heute', figures: visitors.today },
    { label: 'Letzte 7 Tage', figures: visitors.thisWeek },
  ];
  return (
    <>
      <dl className="admin-grid">
        <StatCard label="Nutzer gesamt" value={formatCount(users.total)} />
        <StatCard label="Neu heute" value={formatCount(users.newToday)} />
        <StatCard label="Neu in 7 Tagen" value={formatCount(users.newThisWeek)} />
        <StatCard
          label="Aktive Nutzer (30 Tage)"
          value={formatCount(users.activeUsers)}
          hint={`Engagement ${formatPercent(revenue.userEngagement)}`}
        />
        <StatCard label="Sammlungen" value={formatCount(collections.total)} />
        <StatCard label="Mit Analyse" value={formatCount(collections.withAnalysis)} />
        <StatCard
          label="Ø Parfüms je Sammlung"
          value={formatDecimal(collections.avgPerfumesPerCollection)}
        />
        <StatCard
          label="Ø Interaktionen je Besucher"
          value={formatDecimal(revenue.avgInteractionsPerUser)}
          hint="letzte 30 Tage"
        />
      </dl>
      <table className="admin-table">
        <caption>Besucher (mit Einwilligung)</caption>
        <thead>
          <tr>
            <th scope="col">Zeitraum</th>
            <th scope="col">Besucher</th>
            <th scope="col">Suchen gestartet</th>
            <th scope="col">Fotos hochgeladen</th>
            <th scope="col">Conversion</th>
          </tr>
        </thead>
        <tbody>
          {periods.map(({ label, figures }) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{formatCount(figures.newVisitors)}</td>
              <td>{formatCount(figures.searchesStarted)}</td>
              <td>{formatCount(figures.imagesUploaded)}</td>
              <td>{formatPercent(figures.conversionRate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
