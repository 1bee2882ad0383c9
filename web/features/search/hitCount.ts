import { formatNumber } from '../../ui/germanFormat';

/** "1 Treffer", "1.234 Treffer": German grouping, the noun is the same in singular and plural. */
export function formatHitCount(count: number): string {
  return `${formatNumber(count)} Treffer`;
}
