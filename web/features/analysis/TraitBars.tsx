import { energyBarPercent, energyLabel, styleBarPercent, styleLabel } from './scentDisplay';
import { analysisCopy } from '../../copy/analysis';

type BarProps = { label: string; value: string; percent: number };

function TraitBar({ label, value, percent }: BarProps) {
  return (
    <div className="trait-bar">
      <p className="trait-bar__label">
        <span>{label}</span>
        <strong>{value}</strong>
      </p>
      {/* The word above says it; the bar only shows it, so it is hidden from screen readers. */}
      <div className="trait-bar__track" aria-hidden="true">
        <div className="trait-bar__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** Style and energy bars (spec 001 §9: 75/35 % and 70/30 %). */
export function TraitBars({ stil, energie }: { stil: string; energie: string }) {
  return (
    <div className="trait-bars">
      <TraitBar
        label={analysisCopy.dna.style}
        value={styleLabel(stil)}
        percent={styleBarPercent(stil)}
      />
      <TraitBar
        label={analysisCopy.dna.energy}
        value={energyLabel(energie)}
        percent={energyBarPercent(energie)}
      />
    </div>
  );
}
