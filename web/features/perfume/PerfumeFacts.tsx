import type { Perfume } from '../../../api/contract/perfume';
import { formatDecimal, formatNumber } from '../../ui/germanFormat';
import { topAccords } from './perfumeDisplay';
import { daytimeWord, seasonFacts } from './perfumeFacts';
import {
  accordsHint,
  accordsTitle,
  baseNotesLabel,
  daytimeLine,
  heartNotesLabel,
  LONGEVITY_WORDS,
  longevityLabel,
  notesTitle,
  ratingLine,
  seasonsLabel,
  SILLAGE_WORDS,
  sillageLabel,
  topNotesLabel,
  votesLabel,
  wearTitle,
  whenTitle,
} from '../../copy/perfumePage';

/** Words for a 0–100 vote score, so nobody has to read a number. */
export function strengthWord(score: number, words: readonly [string, string, string, string]) {
  if (score < 25) return words[0];
  if (score < 50) return words[1];
  if (score < 75) return words[2];
  return words[3];
}

function votesText(votes: number): string {
  return votesLabel(votes, formatNumber(votes));
}

/** Kopf-, Herz- und Basisnoten where the source splits them, else one list of notes. */
export function NotesBlock({ perfume }: { perfume: Perfume }) {
  const { pyramid, notes } = perfume;
  const layers = pyramid
    ? ([
        [topNotesLabel, pyramid.top],
        [heartNotesLabel, pyramid.heart],
        [baseNotesLabel, pyramid.base],
      ] as const)
    : null;
  if (!layers && notes.length === 0) return null;
  return (
    <section className="perfume-page__section" aria-labelledby="perfume-notes">
      <h2 id="perfume-notes">{notesTitle}</h2>
      {layers ? (
        <dl className="notes-pyramid">
          {layers
            .filter(([, list]) => list.length > 0)
            .map(([label, list]) => (
              <div key={label} className="notes-pyramid__layer">
                <dt>{label}</dt>
                <dd>{list.join(', ')}</dd>
              </div>
            ))}
        </dl>
      ) : (
        <p>{notes.join(', ')}</p>
      )}
    </section>
  );
}

/** The accords, strongest first, as bars (the catalog gives their order, not their share). */
export function AccordBars({ perfume }: { perfume: Perfume }) {
  const accords = topAccords(perfume, 8);
  if (accords.length === 0) return null;
  return (
    <section className="perfume-page__section" aria-labelledby="perfume-accords">
      <h2 id="perfume-accords">{accordsTitle}</h2>
      <ul className="accord-bars">
        {accords.map((accord, rank) => (
          <li key={accord.key} className="accord-bars__row">
            <span className="accord-bars__name">{accord.name}</span>
            <span className="accord-bars__track" aria-hidden="true">
              <span
                className="accord-bars__fill"
                style={{
                  width: `${Math.round(100 - (rank * 60) / Math.max(1, accords.length - 1))}%`,
                  background: accord.color,
                }}
              />
            </span>
          </li>
        ))}
      </ul>
      <p className="perfume-page__hint">{accordsHint}</p>
    </section>
  );
}

/** Longevity and sillage as the community rated them, in words with a bar. */
export function WearFacts({ perfume }: { perfume: Perfume }) {
  const rows = [
    perfume.longevity && {
      label: longevityLabel,
      score: perfume.longevity.score,
      word: strengthWord(perfume.longevity.score, LONGEVITY_WORDS),
      votes: perfume.longevity.votes,
    },
    perfume.sillage && {
      label: sillageLabel,
      score: perfume.sillage.score,
      word: strengthWord(perfume.sillage.score, SILLAGE_WORDS),
      votes: perfume.sillage.votes,
    },
  ].filter((row) => Boolean(row)) as {
    label: string;
    score: number;
    word: string;
    votes: number;
  }[];
  if (rows.length === 0) return null;
  return (
    <section className="perfume-page__section" aria-labelledby="perfume-wear">
      <h2 id="perfume-wear">{wearTitle}</h2>
      <dl className="wear-facts">
        {rows.map((row) => (
          <div key={row.label} className="wear-facts__row">
            <dt>{row.label}</dt>
            <dd>
              <span className="wear-facts__word">{row.word}</span>
              <span className="accord-bars__track" aria-hidden="true">
                <span className="wear-facts__fill" style={{ width: `${Math.round(row.score)}%` }} />
              </span>
              <span className="perfume-page__hint">{votesText(row.votes)}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Seasons and time of day as the community votes them, where the catalog knows them. */
export function WhenToWear({ perfume }: { perfume: Perfume }) {
  const seasons = seasonFacts(perfume);
  const daytime = daytimeWord(perfume);
  if (!seasons && !daytime) return null;
  return (
    <section className="perfume-page__section" aria-labelledby="perfume-when">
      <h2 id="perfume-when">{whenTitle}</h2>
      {seasons && (
        <>
          <p>{seasons.sentence}</p>
          <ul className="accord-bars" aria-label={seasonsLabel}>
            {seasons.rows.map((row) => (
              <li key={row.label} className="accord-bars__row">
                <span className="accord-bars__name">{row.label}</span>
                <span className="accord-bars__track" aria-hidden="true">
                  <span
                    className="wear-facts__fill"
                    style={{ width: `${Math.round(Math.min(100, row.share))}%` }}
                  />
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {daytime && <p>{daytimeLine(daytime)}</p>}
    </section>
  );
}

/** The community's rating, 1 to 5, where the catalog has one. */
export function RatingLine({ perfume }: { perfume: Perfume }) {
  const rating = perfume.rating;
  if (!rating || rating.value <= 0) return null;
  const value = formatDecimal(rating.value, 1);
  return (
    <p className="perfume-page__identity">
      {ratingLine(value)}
      {rating.votes ? ` · ${votesText(rating.votes)}` : ''}
    </p>
  );
}
