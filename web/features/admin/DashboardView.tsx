import { useState } from 'react';
import { ActivityTab } from './ActivityTab';
import { AdminTabs, type AdminTab } from './AdminTabs';
import type { DashboardData } from './adminApi';
import { formatDateTime } from './adminFormat';
import { OverviewTab } from './OverviewTab';
import { PerformanceTab } from './PerformanceTab';
import { UsersTab } from './UsersTab';

type Props = { data: DashboardData; refreshing: boolean; onRefresh: () => void };

export function DashboardView({ data, refreshing, onRefresh }: Props) {
  const [tab, setTab] = useState('overview');
  // Tab names and the Refresh button as the spec gives them (spec 001 §2).
  const tabs: AdminTab[] = [
    { id: 'overview', label: 'Overview', panel: () => <OverviewTab stats={data.stats} /> },
    { id: 'users', label: 'Users', panel: () => <UsersTab stats={data.stats} /> },
    { id: 'performance', label: 'Performance', panel: () => <PerformanceTab stats={data.stats} /> },
    { id: 'activity', label: 'Activity', panel: () => <ActivityTab activity={data.activity} /> },
  ];
  return (
    <section className="admin" aria-labelledby="admin-title" aria-busy={refreshing}>
      <header className="admin__header">
        <div>
          <h1 id="admin-title">Admin-Dashboard</h1>
          <p className="admin-muted">Stand: {formatDateTime(data.stats.generatedAt)}</p>
        </div>
        <button
          type="button"
          className="button button--secondary"
          onClick={onRefresh}
          disabled={refreshing}
        >
          Refresh
        </button>
      </header>
      <AdminTabs tabs={tabs} selected={tab} onSelect={setTab} />
    </section>
  );
}
