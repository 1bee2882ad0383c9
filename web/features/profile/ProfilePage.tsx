import { useCallback, useEffect, useId, useState } from 'react';
import { releaseSessionStart } from '../../session/sessionStart';
import { useCollections, useDeviceOwner } from '../../data/useUserData';
import { PageLoading } from '../../ui/PageLoading';
import { useAuth } from '../auth/useAuth';
import { CollectionWorkspace } from './CollectionWorkspace';
import { LoginRequired } from './LoginRequired';
import { TemporaryProfile } from './TemporaryProfile';
import { NewCollectionForm } from './CollectionManagement';
import { ProfileSidebar } from './ProfileSidebar';
import { SettingsView } from './SettingsView';
import { useItemCounts } from '../../data/liveQueries';
import { useProfileSelection } from './useProfileSelection';
import './profile.css';
import { profileCopy } from '../../copy/profile';

/**
 * /profile (spec 001 §2). Reads only the device's copy, so it works offline. With a session
 * stored on the device the page does not wait for the auth library to confirm it: it renders
 * at once, with the collections when the device holds that user's copy (a returning device),
 * else its frame until the sync brings them. An ended session turns into the sign-in hint.
 */
export function ProfilePage() {
  const { user, loading, storedUserId, tempUserEmail } = useAuth();
  if (loading && !storedUserId) return <PageLoading />;
  if (!loading && !user) {
    return tempUserEmail ? <TemporaryProfile email={tempUserEmail} /> : <LoginRequired />;
  }
  return <ProfileWorkspace userId={user?.id ?? storedUserId} confirmed={!loading} />;
}

function ProfileWorkspace({ userId, confirmed }: { userId: string | null; confirmed: boolean }) {
  const owner = useDeviceOwner();
  const stored = useCollections();
  // Before the session is confirmed, only the stored user's own copy is shown.
  const collections = confirmed || (owner !== undefined && owner === userId) ? stored : undefined;
  const decided = collections !== undefined || (owner !== undefined && owner !== userId);
  // What the device holds is on screen (or known to be missing): the session may be restored,
  // once the browser has painted it (a frame, then a task after that frame's paint).
  useEffect(() => {
    if (!decided) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(releaseSessionStart, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [decided]);
  const counts = useItemCounts((collections ?? []).map((c) => c.id));
  const { view, select, analyseId, arrivalHandled } = useProfileSelection(collections);
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
        footer={
          collections && collections.length > 0 ? (
            <NewCollectionForm
              count={collections.length}
              onCreated={(collectionId) => {
                select({ kind: 'collection', collectionId });
                setMenuOpen(false);
              }}
            />
          ) : null
        }
      />
      <div className="profile__main">
        <button
          type="button"
          className="button button--secondary profile__menu-button"
          aria-expanded={menuOpen}
          aria-controls={sidebarId}
          onClick={() => setMenuOpen(true)}
        >
          {profileCopy.page.collections}
        </button>
        {collections === undefined ? (
          <p role="status">{profileCopy.page.loading}</p>
        ) : view?.kind === 'settings' ? (
          <SettingsView />
        ) : current ? (
          <CollectionWorkspace
            key={current.id}
            collection={current}
            onArrivalAnalyse={analyseId === current.id ? arrivalHandled : undefined}
          />
        ) : (
          <p className="profile-empty" role="status">
            {profileCopy.page.preparing}
          </p>
        )}
      </div>
    </div>
  );
}
