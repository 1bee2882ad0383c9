// De-DE formatting of the dashboard's figures (spec 001: dates and numbers in de-DE).
import { ERROR_RATE_GREEN_BELOW_PERCENT } from '../../../api/contract/admin';
import { formatDate, formatNumber } from '../../ui/germanFormat';

const WHOLE: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };
const DECIMAL: Intl.NumberFormatOptions = { maximumFractionDigits: 2 };
const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 2 };
const DOLLARS: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
};
// AI calls cost fractions of a cent: four places keep them visible.
const SMALL_DOLLARS: Intl.NumberFormatOptions = { ...DOLLARS, maximumFractionDigits: 4 };
const DATE_TIME: Intl.DateTimeFormatOptions = {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Berlin',
};
const HOUR: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Berlin',
};

export const formatCount = (value: number) => formatNumber(value, WHOLE);
export const formatDecimal = (value: number) => formatNumber(value, DECIMAL);
/** Rates arrive as 0–100. */
export const formatPercent = (value: number) => formatNumber(value / 100, PERCENT);
export const formatUsd = (value: number) =>
  formatNumber(value, value < 1 && value > 0 ? SMALL_DOLLARS : DOLLARS);
export const formatMs = (value: number) => `${formatNumber(value, DECIMAL)} ms`;
export const formatDateTime = (iso: string) => formatDate(new Date(iso), DATE_TIME);
export const formatHour = (iso: string) => formatDate(new Date(iso), HOUR);
/** "2026-11-18" → "18.11." */
export const formatDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.`;

export function errorRateTone(rate: number): 'good' | 'bad' {
  return rate < ERROR_RATE_GREEN_BELOW_PERCENT ? 'good' : 'bad';
}

/** Red from 80 % of a daily ceiling on: anonymous writes are about to be refused. */
export function ceilingTone(used: number, ceiling: number): 'good' | 'bad' {
  return ceiling > 0 && used >= ceiling * 0.8 ? 'bad' : 'good';
}
