import { lazy, Suspense, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useOnceTrue } from '../../ui/useOnceTrue';
import { ChosenList } from '../chosenList/ChosenList';
import { useChosenList } from '../chosenList/useChosenList';
import { Hero } from './Hero';
import { StartPanel, type EntryMode } from './StartPanel';
import './home.css';

// Analysis and recommendations need a chosen perfume: they load with the first one.
const ScentPanels = lazy(() =>
  import('../analysis/ScentPanels').then((m) => ({ default: m.ScentPanels })),
);

/** The manifest's shortcut "Parfüm suchen" opens the home page with ?start=suche. */
const SEARCH_SHORTCUT = 'suche';

export function HomePage() {
  const [params] = useSearchParams();
  const fromShortcut = params.get('start') === SEARCH_SHORTCUT;
  const [isPanelOpen, setPanelOpen] = useState(fromShortcut);
  const [mode, setMode] = useState<EntryMode>(fromShortcut ? 'text' : 'none');
  const startButtonRef = useRef<HTMLButtonElement>(null);
  const hasScentPanels = useOnceTrue(useChosenList().items.length > 0);

  const closePanel = () => {
    setPanelOpen(false);
    setMode('none');
    // The start button is rendered again on the next frame; give focus back to it.
    requestAnimationFrame(() => startButtonRef.current?.focus());
  };

  return (
    <div className="home">
      <Hero
        isPanelOpen={isPanelOpen}
        onStart={() => setPanelOpen(true)}
        startButtonRef={startButtonRef}
      />
      {isPanelOpen && <StartPanel mode={mode} onModeChange={setMode} onClose={closePanel} />}
      <ChosenList />
      {hasScentPanels && (
        <Suspense fallback={null}>
          <ScentPanels />
        </Suspense>
      )}
    </div>
  );
}
