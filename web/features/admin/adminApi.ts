// The dashboard's two reads, through the one API client. The admin token goes as the
// request's bearer header, never in a URL the server or a proxy could log.
import type { ActivityEntry, AdminStats } from '../../../api/contract/admin';
import { api, endpoints, isApiFailure } from '../../apiClient';

/** The spec's text for a failed load (spec 001 §8). */
export const DASHBOARD_FAILED_TEXT = 'Failed to fetch dashboard data';

export interface DashboardData {
  stats: AdminStats;
  activity: ActivityEntry[];
}

/** denied: the token is wrong or the admin is off (with the server's German reason). */
export class AdminLoadError extends Error {
  override name = 'AdminLoadError';
  constructor(
    readonly kind: 'denied' | 'failed',
    message: string,
  ) {
    super(message);
  }
}

const ADMIN_REFUSALS = new Set(['admin_token_required', 'admin_token_invalid', 'admin_disabled']);

function asLoadError(error: unknown): unknown {
  if (isApiFailure(error) && ADMIN_REFUSALS.has(error.code)) {
    return new AdminLoadError('denied', error.message);
  }
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  return new AdminLoadError('failed', DASHBOARD_FAILED_TEXT);
}

export async function loadDashboard(token: string, signal?: AbortSignal): Promise<DashboardData> {
  const options = { headers: { Authorization: `Bearer ${token}` }, signal };
  try {
    const [stats, { activity }] = await Promise.all([
      api.call(endpoints.adminStats, options),
      api.call(endpoints.adminActivity, options),
    ]);
    return { stats, activity };
  } catch (error) {
    throw asLoadError(error);
  }
}
