import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSearch } from '../search/useSearch';

// Search and photo panels load when the visitor opens this panel, not with the start page;
// the search panel is requested as soon as this panel appears, before a mode is chosen.
const loadSearchPanel = () => import('../search/SearchPanel');
const SearchPanel = lazy(() => loadSearchPanel().then((m) => ({ default: m.SearchPanel })));
const PhotoPanel = lazy(() =>
  import('../photo/PhotoPanel').then((m) => ({ default: m.PhotoPanel })),
);

function PanelLoading() {
  return (
    <p className="start-panel__loading" role="status">
      <span className="spinner" aria-hidden="true" /> Wird geladen …
    </p>
  );
}

export type EntryMode = 'none' | 'text' | 'photo';

type StartPanelProps = {
  mode: EntryMode;
  onModeChange: (mode: EntryMode) => void;
  onClose: () => void;
};

const choices = [
  { mode: 'text', label: 'Text eingeben', hint: 'Suche nach Name oder Marke' },
  { mode: 'photo', label: 'Foto hochladen', hint: 'Erkenne Düfte auf einem Foto' },
] as const;

/** The panel behind "Jetzt starten": choose how to find perfumes, then search. */
export function StartPanel({ mode, onModeChange, onClose }: StartPanelProps) {
  const search = useSearch();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Move focus into the panel that just appeared, so keyboard and screen-reader users land here.
  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => void loadSearchPanel(), []);

  const goBack = () => {
    search.reset();
    if (mode === 'none') onClose();
    else onModeChange('none');
  };

  return (
    <section className="start-panel" aria-labelledby="start-panel-title">
      <div className="start-panel__header">
        <button type="button" className="button button--ghost" onClick={goBack}>
          <span aria-hidden="true">← </span>Zurück
        </button>
        <h2 id="start-panel-title" ref={headingRef} tabIndex={-1} className="start-panel__title">
          Wie möchtest du suchen?
        </h2>
      </div>
      <div className="mode-choice" role="group" aria-label="Suchart wählen">
        {choices.map((choice) => (
          <button
            key={choice.mode}
            type="button"
            className="mode-choice__option"
            aria-pressed={mode === choice.mode}
            onClick={() => onModeChange(choice.mode)}
          >
            <span className="mode-choice__label">{choice.label}</span>
            <span className="mode-choice__hint">{choice.hint}</span>
          </button>
        ))}
      </div>
      <Suspense fallback={<PanelLoading />}>
        {mode === 'text' && <SearchPanel search={search} />}
        {mode === 'photo' && <PhotoPanel onAdded={() => onModeChange('text')} />}
      </Suspense>
    </section>
  );
}
