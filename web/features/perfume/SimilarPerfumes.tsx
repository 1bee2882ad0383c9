import { startTransition, useEffect, useState } from 'react';
import type { Perfume } from '../../../api/contract/perfume';
import { useChosenList } from '../chosenList/useChosenList';
import { useChosenListActions } from '../chosenList/useChosenListActions';
import { PerfumeRow } from './PerfumeRow';
import { loadSimilarPerfumes } from './similarPerfumes';
import { similarPerfumesTitle } from '../../copy/perfumePage';

/** "Ähnliche Düfte" from the engine, as the same rows as the search results. */
export function SimilarPerfumes({ perfumeId }: { perfumeId: string }) {
  const [found, setFound] = useState<{ id: string; perfumes: Perfume[] } | null>(null);
  const { chosenIds } = useChosenList();
  const { add, remove } = useChosenListActions();

  useEffect(() => {
    let active = true;
    loadSimilarPerfumes(perfumeId).then(
      // Below the fold: rendered in slices, so a phone's main thread stays free for taps.
      (perfumes) => active && startTransition(() => setFound({ id: perfumeId, perfumes })),
      () => {
        // Without a connection or an answer the section stays away; the page works without it.
      },
    );
    return () => {
      active = false;
    };
  }, [perfumeId]);

  const perfumes = found?.id === perfumeId ? found.perfumes : [];
  if (perfumes.length === 0) return null;
  return (
    <section className="perfume-page__section" aria-labelledby="similar-title">
      <h2 id="similar-title">{similarPerfumesTitle}</h2>
      <ul className="result-grid">
        {perfumes.map((perfume) => (
          <li key={perfume.id}>
            <PerfumeRow
              perfume={perfume}
              isChosen={chosenIds.has(perfume.id)}
              onAdd={(p) => void add(p)}
              onRemove={(p) => void remove(p)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
