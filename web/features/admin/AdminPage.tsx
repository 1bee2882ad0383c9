// /admin?token=… and /dashboard (spec 001): business figures for whoever holds the admin
// token. Loaded on demand, with chart.js, so normal visitors never download it.
import { useState } from 'react';
import { DashboardView } from './DashboardView';
import { takeAdminToken } from './adminToken';
import { useDashboard } from './useDashboard';
import './admin.css';

export function AdminPage() {
  const [token] = useState(takeAdminToken);
  const { state, reload } = useDashboard(token);

  if (!token || state.status === 'denied') {
    return (
      <section className="admin admin--center" aria-labelledby="admin-denied">
        <div className="admin-card admin-card--alert" role="alert">
          <h1 id="admin-denied">Access Denied</h1>
          <p>Admin token required</p>
          {state.status === 'denied' && <p className="admin-muted">{state.message}</p>}
        </div>
      </section>
    );
  }
  if (state.status === 'error') {
    return (
      <section className="admin admin--center" aria-labelledby="admin-error">
        <div className="admin-card admin-card--alert" role="alert">
          <h1 id="admin-error">Dashboard Error</h1>
          <p>{state.message}</p>
          <button type="button" className="button button--primary" onClick={reload}>
            Retry
          </button>
        </div>
      </section>
    );
  }
  if (state.status === 'loading') {
    return (
      <section className="admin admin--center" aria-busy="true">
        <p role="status">Dashboard wird geladen …</p>
      </section>
    );
  }
  return <DashboardView data={state.data} refreshing={state.refreshing} onRefresh={reload} />;
}
