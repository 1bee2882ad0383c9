type Props = {
  label: string;
  value: string;
  hint?: string;
  /** good: green (e.g. an error rate below 1 %); bad: red. */
  tone?: 'good' | 'bad';
};

/** One figure with its label; the label names the figure for screen readers too. */
export function StatCard({ label, value, hint, tone }: Props) {
  return (
    <div className={`admin-stat${tone ? ` admin-stat--${tone}` : ''}`}>
      <dt className="admin-stat__label">{label}</dt>
      <dd className="admin-stat__value">{value}</dd>
      {hint && <dd className="admin-stat__hint">{hint}</dd>}
    </div>
  );
}
