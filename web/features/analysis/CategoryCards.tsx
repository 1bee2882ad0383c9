import type { Kategorien } from '../../../api/contract/analysis';
import { categoryPreview, moreLabel } from './scentDisplay';
import { analysisCopy } from '../../copy/analysis';

/** The chosen perfumes grouped, each group with its reason and at most 3 names (spec 001 §9). */
export function CategoryCards({ kategorien }: { kategorien: Kategorien }) {
  return (
    <section className="categories" aria-labelledby="categories-title">
      <h3 id="categories-title" className="categories__title">
        {analysisCopy.dna.families}
      </h3>
      <p className="categories__summary">{kategorien.summary}</p>
      <ul className="categories__list">
        {kategorien.categories.map((category) => {
          const { shown, more } = categoryPreview(category.perfumes);
          return (
            <li key={category.label}>
              <article className="category-card" aria-label={category.label}>
                <h4 className="category-card__label">{category.label}</h4>
                <p className="category-card__rationale">{category.rationale}</p>
                <ul className="category-card__perfumes">
                  {shown.map((perfume) => (
                    <li key={`${perfume.name}|${perfume.brand}`}>
                      <span className="category-card__name">{perfume.name}</span>
                      {perfume.brand && (
                        <span className="category-card__brand"> · {perfume.brand}</span>
                      )}
                    </li>
                  ))}
                </ul>
                {more > 0 && <p className="category-card__more">{moreLabel(more)}</p>}
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
