import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { PROFILE_TABS, type ProfileTab } from './profileView';
import { profileCopy } from '../../copy/profile';

type Props = {
  tab: ProfileTab;
  onChange: (tab: ProfileTab) => void;
  /** Counts shown next to the labels, when known. */
  counts: Partial<Record<ProfileTab, number>>;
  children: ReactNode;
};

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move between the four tabs. */
export function CollectionTabs({ tab, onChange, counts, children }: Props) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const index = PROFILE_TABS.findIndex((entry) => entry.id === tab);

  const focusTab = (next: number) => {
    const wrapped = (next + PROFILE_TABS.length) % PROFILE_TABS.length;
    onChange(PROFILE_TABS[wrapped]!.id);
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[wrapped]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: PROFILE_TABS.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    focusTab(next);
  };

  return (
    <div className="collection-tabs">
      <div
        ref={listRef}
        role="tablist"
        aria-label={profileCopy.tabs.label}
        className="collection-tabs__list"
        onKeyDown={onKeyDown}
      >
        {PROFILE_TABS.map((entry) => {
          const selected = entry.id === tab;
          const count = counts[entry.id];
          return (
            <button
              key={entry.id}
              type="button"
              role="tab"
              id={`${baseId}-${entry.id}-tab`}
              aria-selected={selected}
              aria-controls={`${baseId}-${entry.id}-panel`}
              tabIndex={selected ? 0 : -1}
              className="collection-tabs__tab"
              onClick={() => onChange(entry.id)}
            >
              {entry.label}
              {count !== undefined && count > 0 && (
                <span className="collection-tabs__count" aria-hidden="true">
                  {count}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-${tab}-panel`}
        aria-labelledby={`${baseId}-${tab}-tab`}
        className="collection-tabs__panel"
        tabIndex={0}
      >
        {/* Heading navigation reaches the panel, and its item cards (h3) sit below a level 2. */}
        <h2 className="visually-hidden">{PROFILE_TABS[index]?.label}</h2>
        {children}
      </div>
    </div>
  );
}
