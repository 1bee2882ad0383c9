import { useCallback, useId, useState } from 'react';
import { useCollections } from '../../data/useUserData';
import { PageLoading } from '../../shell/PageLoading';
import { useAuth } from '../auth/useAuth';
import { CollectionWorkspace } from './CollectionWorkspace';
import { LoginRequired } from './LoginRequired';
import { ProfileSidebar } from './ProfileSidebar';
import { SettingsView } from './SettingsView';
import { useItemCounts } from '../../data/liveQueries';
import { useProfileSelection } from './useProfileSelection';
import './profile.css';

/** /profile (spec 001 §2). Reads only the device's copy, so it works offline. */
export function ProfilePage() {
  const { user, loading } = useAuth();
  if (loading) return <PageLoading />;
  if (!user) return <LoginRequired />;
  return <ProfileWorkspace />;
}

function ProfileWorkspace() {
  const collections = useCollections();
  const counts = useItemCounts((collections ?? []).map((c) => c.id));
  const { view, select } = useProfileSelection(collections);
  const [collapsed, setCollapsed] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const sidebarId = useId();
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const current =
    view?.kind === 'collection'
      ? collections?.find((collection) => collection.id === view.collectionId)
      : undefined;

  return (
    <div className="profile">
      <ProfileSidebar
        id={sidebarId}
        collections={(collections ?? []).map((c) => ({
          id: c.id,
          name: c.name,
          count: counts.get(c.id) ?? 0,
        }))}
        view={view}
        onSelect={(next) => {
          select(next);
          setMenuOpen(false);
        }}
        collapsed={collapsed}
        onToggleCollapsed={() => setCollapsed((value) => !value)}
        mobileOpen={menuOpen}
        onCloseMobile={closeMenu}
      />
      <div className="profile__main">
        <button
          type="button"
          className="button button--secondary profile__menu-button"
          aria-expanded={menuOpen}
          aria-controls={sidebarId}
          onClick={() => setMenuOpen(true)}
        >
          Deine Sammlungen
        </button>
        {collections === undefined ? (
          <p role="status">Deine Sammlungen werden geladen …</p>
        ) : view?.kind === 'settings' ? (
          <SettingsView />
        ) : current ? (
          <CollectionWorkspace key={current.id} collection={current} />
        ) : (
          <p className="profile-empty" role="status">
            Deine Sammlungen werden vorbereitet. Mit einer Internetverbindung erscheinen sie in
            wenigen Sekunden.
          </p>
        )}
      </div>
    </div>
  );
}
