import { lazy, Suspense } from 'react';
import type { Analysis } from '../../../api/contract/analysis';
import { radarPoints, type RadarPoint } from './scentDisplay';
import { TopNotesHeatmap } from './TopNotesHeatmap';
import { TraitBars } from './TraitBars';
import { analysisCopy } from '../../copy/analysis';

// chart.js is the largest library of the page and only needed here: it loads on demand.
const RadarChart = lazy(() => import('./RadarChart').then((m) => ({ default: m.RadarChart })));

/** The radar's numbers for screen readers (and anyone without the canvas). */
function RadarValues({ points }: { points: readonly RadarPoint[] }) {
  return (
    <table className="visually-hidden">
      <caption>{analysisCopy.dna.tableCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{analysisCopy.dna.tableTrait}</th>
          <th scope="col">{analysisCopy.dna.tableValue}</th>
        </tr>
      </thead>
      <tbody>
        {points.map((point) => (
          <tr key={point.axis}>
            <th scope="row">{point.label}</th>
            <td>{point.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Spec 001 §2 "Duft-DNA display": radar, description, personality, notes, bars, goal. */
export function DuftDnaCard({ analysis }: { analysis: Analysis }) {
  const { duft_ich: dna } = analysis;
  const points = radarPoints(dna.spider_web);

  return (
    <article className="dna-card" aria-labelledby="dna-card-title">
      <h3 id="dna-card-title" className="dna-card__title">
        {analysisCopy.dna.profileTitle}
      </h3>
      <div className="dna-card__grid">
        <figure className="dna-card__radar">
          <div className="dna-card__canvas">
            <Suspense fallback={<div className="dna-card__placeholder" aria-hidden="true" />}>
              <RadarChart points={points} />
            </Suspense>
          </div>
          <figcaption className="visually-hidden">{analysisCopy.dna.radarCaption}</figcaption>
          <RadarValues points={points} />
        </figure>
        <div className="dna-card__text">
          <p className="dna-card__description">{dna.beschreibung}</p>
          <ul className="personality" aria-label={analysisCopy.dna.personality}>
            {analysis.persoenlichkeit_stil.map((entry) => (
              <li key={entry.titel} className="personality__entry">
                <p className="personality__title">{entry.titel}</p>
                <p className="personality__reason">{entry.begruendung}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="dna-card__details">
        <TopNotesHeatmap topNotes={analysis.top_noten} dominant={dna.meta.dominant} />
        <div className="dna-card__side">
          <TraitBars stil={dna.stil_energie.stil} energie={dna.stil_energie.energie} />
        </div>
      </div>
      <div className="dna-card__goal">
        <h4 className="dna-card__subtitle">{analysisCopy.dna.target}</h4>
        <p>{analysis.empfehlungs_ziel}</p>
      </div>
    </article>
  );
}
