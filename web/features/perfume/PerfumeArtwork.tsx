import { useState } from 'react';
import type { Perfume } from '../../../api/contract/perfume';
import { PerfumeVisual } from './PerfumeVisual';
import './perfumeArtwork.css';
import { flaconAlt } from '../../copy/perfume';

/** The shop's photo when a feed provides one, otherwise (or when it fails) the generated flacon. */
export function PerfumeArtwork({ perfume }: { perfume: Perfume }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showPhoto = perfume.image !== null && perfume.image !== failedSrc;

  return (
    <div className="perfume-artwork">
      {showPhoto && perfume.image ? (
        <img
          src={perfume.image}
          alt={flaconAlt(perfume.name)}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(perfume.image)}
        />
      ) : (
        <PerfumeVisual perfume={perfume} />
      )}
    </div>
  );
}
