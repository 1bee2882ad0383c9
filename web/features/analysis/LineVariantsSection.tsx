import { useEffect, useState } from 'react';
import type { LineVariant } from '../../../api/contract/lineVariants';
import { PriceAndShop } from '../perfume/FeedPrice';
import { endpoints } from '../../../api/contract/endpoints';
import { api } from '../../apiClient';
import { analysisCopy } from '../../copy/analysis';

/**
 * "Andere Varianten deiner Düfte": flankers, editions and concentrations of the chosen
 * perfumes. Recommendations leave them out on purpose; this folded section offers them for
 * anyone who wants them, labelled as variants, never as recommendations.
 */
export function LineVariantsSection({ perfumeIds }: { perfumeIds: ReadonlySet<string> }) {
  const key = [...perfumeIds].sort().join(' ');
  const [found, setFound] = useState<{ key: string; variants: LineVariant[] }>();

  useEffect(() => {
    if (key === '') return;
    let active = true;
    api.call(endpoints.lineVariants, { body: { perfumeIds: key.split(' ') } }).then(
      ({ variants }) => active && setFound({ key, variants }),
      () => {
        // Optional extra: without an answer (offline) the section stays away.
      },
    );
    return () => {
      active = false;
    };
  }, [key]);

  const variants = found?.key === key ? found.variants : [];
  if (variants.length === 0) return null;
  return (
    <details className="variants-section" aria-label={analysisCopy.variants.title}>
      <summary>{analysisCopy.variants.summary(variants.length)}</summary>
      <p className="variants-section__hint">{analysisCopy.variants.hint}</p>
      <ul className="variants-section__list">
        {variants.map((variant) => (
          <li key={variant.id} className="variants-section__item">
            <p>
              <strong>{variant.name}</strong> · {variant.brand}
              <br />
              <span className="variants-section__of">
                {analysisCopy.variants.of(variant.variantOf)}
              </span>
            </p>
            <PriceAndShop priced={variant} linkPrefix={variant.name} />
          </li>
        ))}
      </ul>
    </details>
  );
}
