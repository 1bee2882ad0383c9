// The daily visitor key: sha256 of the day's secret salt, the address and the browser's
// user agent. A visitor counts once per day; the next day has a new salt, and the old one
// is deleted, so nobody (we included) can link two days' keys or recover an address.
// The salt lives in analytics_salts so that N instances give one visitor the same key.
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { DASHBOARD_TIME_ZONE } from '../admin/periods';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: DASHBOARD_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) in the dashboard's time zone. */
export function dashboardDay(at: Date): string {
  return dayFormat.format(at);
}

export interface VisitorKeys {
  /** The visitor key of `address` + `userAgent` for the day of `at`, and that day. */
  keyFor(address: string, userAgent: string, at: Date): Promise<{ day: string; visitor: string }>;
}

export function visitorKeys(db: Queryable): VisitorKeys {
  let current: { day: string; salt: string } | null = null;

  async function saltOf(day: string): Promise<string> {
    if (current?.day === day) return current.salt;
    await db.query(
      `INSERT INTO analytics_salts (day, salt) VALUES ($1::date, $2) ON CONFLICT (day) DO NOTHING`,
      [day, randomBytes(32).toString('hex')],
    );
    const { rows } = await db.query<{ salt: string }>(
      `SELECT salt FROM analytics_salts WHERE day = $1::date`,
      [day],
    );
    // Yesterday's salt is discarded as soon as the new day's first event arrives.
    await db.query(`DELETE FROM analytics_salts WHERE day < $1::date`, [day]);
    const salt = rows[0]!.salt;
    current = { day, salt };
    return salt;
  }

  return {
    async keyFor(address, userAgent, at) {
      const day = dashboardDay(at);
      const salt = await saltOf(day);
      const visitor = createHash('sha256')
        .update(`${salt}\n${address}\n${userAgent}`)
        .digest('base64url')
        .slice(0, 22);
      return { day, visitor };
    },
  };
}
