import type { Perfume } from '../../../api/contract/perfume';
import { topAccords } from './perfumeDisplay';
import { identityLine } from './perfumeFacts';
import './perfumeRow.css';

/** How many accords a compact row names. */
export const ROW_ACCORD_LIMIT = 3;

/** One accord of a row: its colour dot and its German name (wrapped by the caller). */
export function AccordMark({ accord }: { accord: ReturnType<typeof topAccords>[number] }) {
  return (
    <>
      <span className="perfume-row__dot" style={{ background: accord.color }} aria-hidden="true" />
      {accord.name}
    </>
  );
}

/**
 * The facts line of a compact row, the same in search results, the profile's search fields
 * and the photo pick list: "Damen · EdP · 2019" where known, then up to three accords with
 * their colour dots. Inline elements only, so it fits inside a label.
 */
export function RowFacts({ perfume }: { perfume: Perfume }) {
  const identity = identityLine(perfume);
  const accords = topAccords(perfume, ROW_ACCORD_LIMIT);
  if (identity === '' && accords.length === 0) return null;
  return (
    <span className="row-facts">
      {identity !== '' && <span className="row-facts__identity">{identity}</span>}
      {accords.map((accord) => (
        <span key={accord.key} className="perfume-row__accord">
          <AccordMark accord={accord} />
        </span>
      ))}
    </span>
  );
}
