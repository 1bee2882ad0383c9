import type { Ref } from 'react';

const valuePoints = [
  { title: 'Rund 38.000 Düfte', text: 'Durchsuche einen großen Katalog nach Name oder Marke.' },
  {
    title: 'Deine Duft-DNA',
    text: 'Aus deinen Lieblingsdüften entsteht dein persönliches Duftprofil.',
  },
  {
    title: 'Passende Empfehlungen',
    text: 'Entdecke neue Düfte – inklusive Nischendüften abseits des Mainstreams.',
  },
] as const;

type HeroProps = {
  isPanelOpen: boolean;
  onStart: () => void;
  startButtonRef: Ref<HTMLButtonElement>;
};

export function Hero({ isPanelOpen, onStart, startButtonRef }: HeroProps) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <img className="hero__emblem" src="/icons/favicon.svg" alt="" width="200" height="200" />
      <p className="hero__eyebrow">Dein Parfüm-Matchmaker</p>
      <h1 id="hero-title" className="hero__title">
        Finde Düfte, die wirklich zu dir passen.
      </h1>
      <p className="hero__lead">
        Sag uns, welche Parfüms du liebst – Duftkompass zeigt dir, was sie verbindet und wohin deine
        Nase als Nächstes reisen kann.
      </p>
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
      {!isPanelOpen && (
        <button
          ref={startButtonRef}
          type="button"
          className="button button--primary button--large"
          onClick={onStart}
        >
          Jetzt starten
        </button>
      )}
    </section>
  );
}
