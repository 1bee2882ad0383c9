import { useRef, useState } from 'react';
import { ScentPanels } from '../analysis/ScentPanels';
import { ChosenList } from '../chosenList/ChosenList';
import { Hero } from './Hero';
import { StartPanel, type EntryMode } from './StartPanel';
import './home.css';

export function HomePage() {
  const [isPanelOpen, setPanelOpen] = useState(false);
  const [mode, setMode] = useState<EntryMode>('none');
  const startButtonRef = useRef<HTMLButtonElement>(null);

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
      <ScentPanels />
    </div>
  );
}
