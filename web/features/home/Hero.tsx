import type { Ref } from 'react';
import { SearchField } from '../search/SearchField';
import { homeCopy } from '../../copy/home';

const valuePoints = homeCopy.valuePoints;

type HeroProps = {
  /** The value points, shown until the visitor searches. */
  showIntro: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The start page's first screen: one line of promise and, on phones, the search field
 * (wide screens search in the header). Prerendered into index.html (web/shell/staticShell.tsx).
 */
export function Hero({ showIntro, inputRef }: HeroProps) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <img className="hero__emblem" src="/icons/favicon.svg" alt="" width="200" height="200" />
      <h1 id="hero-title" className="hero__title">
        {homeCopy.title}
      </h1>
      <SearchField variant="page" inputRef={inputRef} />
      {showIntro && (
        <>
          <p className="hero__lead">{homeCopy.lead}</p>
          <ul className="value-points">
            {valuePoints.map((point) => (
              <li key={point.title} className="value-point">
                <span className="value-point__mark" aria-hidden="true" />
                <div>
                  <p className="value-point__title">{point.title}</p>
                  <p className="value-point__text">{point.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
