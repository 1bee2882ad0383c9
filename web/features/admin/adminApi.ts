// The dashboard's two reads. The token goes as a bearer header, never in a URL the
// server or a proxy could log.
import {
  adminActivitySchema,
  adminStatsSchema,
  type ActivityEntry,
  type AdminStats,
} from '../../../api/contract/admin';
import { apiErrorShapeSchema } from '../../../api/contract/errors';

export const DASHBOARD_FAILED_TEXT = 'Failed to fetch dashboard data';

export interface DashboardData {
  stats: AdminStats;
  activity: ActivityEntry[];
}

/** denied: the token is wrong or the admin is off (the server's German message). */
export class AdminLoadError extends Error {
  override name = 'AdminLoadError';
  constructor(
    readonly kind: 'denied' | 'failed',
    message: string,
  ) {
    super(message);
  }
}

async function read(path: string, token: string, signal?: AbortSignal): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { Authorization: `Bearer ${token}` }, signal });
  } catch {
    throw new AdminLoadError('failed', DASHBOARD_FAILED_TEXT);
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return body;
  const refusal = apiErrorShapeSchema.safeParse(body);
  if ((response.status === 401 || response.status === 403) && refusal.success) {
    throw new AdminLoadError('denied', refusal.data.error.message);
  }
  throw new AdminLoadError('failed', DASHBOARD_FAILED_TEXT);
}

export async function loadDashboard(token: string, signal?: AbortSignal): Promise<DashboardData> {
  const [stats, activity] = await Promise.all([
    read('/api/admin/stats', token, signal),
    read('/api/admin/activity', token, signal),
  ]);
  const parsedStats = adminStatsSchema.safeParse(stats);
  const parsedActivity = adminActivitySchema.safeParse(activity);
  if (!parsedStats.success || !parsedActivity.success) {
    throw new AdminLoadError('failed', DASHBOARD_FAILED_TEXT);
  }
  return { stats: parsedStats.data, activity: parsedActivity.data.activity };
}
