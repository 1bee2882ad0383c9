// De-DE formatting of the dashboard's figures (spec 001: dates and numbers in de-DE).
import { ERROR_RATE_GREEN_BELOW_PERCENT } from '../../../api/contract/admin';

const whole = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });
const percentFormat = new Intl.NumberFormat('de-DE', {
  style: 'percent',
  maximumFractionDigits: 2,
});
const dollars = new Intl.NumberFormat('de-DE', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
// AI calls cost fractions of a cent: four places keep them visible.
const smallDollars = new Intl.NumberFormat('de-DE', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});
const dateTime = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Berlin',
});
const hourOnly = new Intl.DateTimeFormat('de-DE', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Berlin',
});

export const formatCount = (value: number) => whole.format(value);
export const formatDecimal = (value: number) => decimal.format(value);
/** Rates arrive as 0–100. */
export const formatPercent = (value: number) => percentFormat.format(value / 100);
export const formatUsd = (value: number) =>
  (value < 1 && value > 0 ? smallDollars : dollars).format(value);
export const formatMs = (value: number) => `${decimal.format(value)} ms`;
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatHour = (iso: string) => hourOnly.format(new Date(iso));
/** "2026-11-18" → "18.11." */
export const formatDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.`;

export function errorRateTone(rate: number): 'good' | 'bad' {
  return rate < ERROR_RATE_GREEN_BELOW_PERCENT ? 'good' : 'bad';
}
