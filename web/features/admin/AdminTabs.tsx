import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export type AdminTab = { id: string; label: string; panel: () => ReactNode };

type Props = { tabs: readonly AdminTab[]; selected: string; onSelect: (id: string) => void };

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs. */
export function AdminTabs({ tabs, selected, onSelect }: Props) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  );
  const current = tabs[index]!;

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const wrapped = (next + tabs.length) % tabs.length;
    onSelect(tabs[wrapped]!.id);
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[wrapped]?.focus();
  };

  return (
    <div className="admin-tabs">
      <div
        ref={listRef}
        role="tablist"
        aria-label="Bereiche des Dashboards"
        className="admin-tabs__list"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${baseId}-${tab.id}-tab`}
            aria-selected={tab.id === current.id}
            aria-controls={`${baseId}-${tab.id}-panel`}
            tabIndex={tab.id === current.id ? 0 : -1}
            className="admin-tabs__tab"
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-${current.id}-panel`}
        aria-labelledby={`${baseId}-${current.id}-tab`}
        className="admin-tabs__panel"
        tabIndex={0}
      >
        {current.panel()}
      </div>
    </div>
  );
}
