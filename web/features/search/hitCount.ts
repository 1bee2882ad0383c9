const numberFormat = new Intl.NumberFormat('de-DE');

/** "1 Treffer", "1.234 Treffer": German grouping, the noun is the same in singular and plural. */
export function formatHitCount(count: number): string {
  return `${numberFormat.format(count)} Treffer`;
}
