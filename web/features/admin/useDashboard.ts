import { useCallback, useEffect, useState } from 'react';
import {
  AdminLoadError,
  DASHBOARD_FAILED_TEXT,
  loadDashboard,
  type DashboardData,
} from './adminApi';
import { forgetAdminToken } from './adminToken';

export type DashboardState =
  | { status: 'loading' }
  | { status: 'ready'; data: DashboardData; refreshing: boolean }
  | { status: 'error'; message: string }
  | { status: 'denied'; message: string };

function failure(error: unknown): DashboardState {
  if (error instanceof AdminLoadError && error.kind === 'denied') {
    forgetAdminToken();
    return { status: 'denied', message: error.message };
  }
  return { status: 'error', message: DASHBOARD_FAILED_TEXT };
}

/** Loads stats and activity; reload() keeps the shown figures until the new ones arrive. */
export function useDashboard(token: string | null) {
  const [state, setState] = useState<DashboardState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    loadDashboard(token, controller.signal).then(
      (data) =>
        !controller.signal.aborted && setState({ status: 'ready', data, refreshing: false }),
      (error: unknown) => !controller.signal.aborted && setState(failure(error)),
    );
    return () => controller.abort();
  }, [token, attempt]);

  const reload = useCallback(() => {
    setState((previous) =>
      previous.status === 'ready' ? { ...previous, refreshing: true } : { status: 'loading' },
    );
    setAttempt((n) => n + 1);
  }, []);

  return { state, reload };
}
