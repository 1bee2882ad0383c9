import { useEffect, useRef, type ReactNode } from 'react';
import { Tooltip } from '../../ui/tooltip/Tooltip';
import { collectionInitial, type ProfileView, type SidebarCollection } from './profileView';
import { profileCopy } from '../../copy/profile';

type Props = {
  id: string;
  collections: readonly SidebarCollection[];
  view: ProfileView | null;
  onSelect: (view: ProfileView) => void;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  /** Below 768 px the sidebar is a slide-in menu; this says whether it is shown. */
  mobileOpen: boolean;
  onCloseMobile: () => void;
  /** Below the list: adding an own collection (issue 26). */
  footer?: ReactNode;
};

/**
 * The three collections with their item counts, plus "Einstellungen" (spec 001 §2). On wide
 * screens it collapses to 4 rem; on phones it slides in over the page.
 */
export function ProfileSidebar({
  id,
  collections,
  view,
  onSelect,
  collapsed,
  onToggleCollapsed,
  mobileOpen,
  onCloseMobile,
  footer,
}: Props) {
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!mobileOpen) return;
    navRef.current?.querySelector<HTMLElement>('[aria-current="page"], button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseMobile();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen, onCloseMobile]);

  const isCurrent = (candidate: ProfileView) =>
    view?.kind === candidate.kind &&
    (candidate.kind === 'settings' ||
      (view.kind === 'collection' && view.collectionId === candidate.collectionId));

  return (
    <>
      {mobileOpen && (
        <div className="profile-sidebar__backdrop" aria-hidden="true" onClick={onCloseMobile} />
      )}
      <nav
        id={id}
        ref={navRef}
        className="profile-sidebar"
        data-collapsed={collapsed}
        data-mobile-open={mobileOpen}
        aria-label={profileCopy.sidebar.label}
      >
        <div className="profile-sidebar__head">
          <h2 className="profile-sidebar__title">{profileCopy.sidebar.title}</h2>
          <button
            type="button"
            className="profile-sidebar__collapse"
            aria-expanded={!collapsed}
            aria-controls={id}
            aria-label={collapsed ? profileCopy.sidebar.expand : profileCopy.sidebar.collapse}
            onClick={onToggleCollapsed}
          >
            <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
          </button>
          <button
            type="button"
            className="profile-sidebar__close"
            aria-label={profileCopy.sidebar.closeMenu}
            onClick={onCloseMobile}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <ul className="profile-sidebar__list">
          {collections.map((collection) => {
            const target: ProfileView = { kind: 'collection', collectionId: collection.id };
            return (
              <li key={collection.id}>
                <Tooltip label={collection.name} enabled={collapsed}>
                  <button
                    type="button"
                    className="profile-sidebar__item"
                    aria-current={isCurrent(target) ? 'page' : undefined}
                    aria-label={profileCopy.sidebar.item(collection.name, collection.count)}
                    onClick={() => onSelect(target)}
                  >
                    <span className="profile-sidebar__mark" aria-hidden="true">
                      {collectionInitial(collection.name)}
                    </span>
                    <span className="profile-sidebar__name" aria-hidden="true">
                      {collection.name}
                    </span>
                    <span className="profile-sidebar__count" aria-hidden="true">
                      {collection.count}
                    </span>
                  </button>
                </Tooltip>
              </li>
            );
          })}
        </ul>
        {!collapsed && footer && <div className="profile-sidebar__footer">{footer}</div>}
        <Tooltip label={profileCopy.sidebar.settings} enabled={collapsed}>
          <button
            type="button"
            className="profile-sidebar__item profile-sidebar__settings"
            aria-current={isCurrent({ kind: 'settings' }) ? 'page' : undefined}
            aria-label={profileCopy.sidebar.settings}
            onClick={() => onSelect({ kind: 'settings' })}
          >
            <span className="profile-sidebar__mark" aria-hidden="true">
              ⚙
            </span>
            <span className="profile-sidebar__name" aria-hidden="true">
              {profileCopy.sidebar.settings}
            </span>
          </button>
        </Tooltip>
      </nav>
    </>
  );
}
