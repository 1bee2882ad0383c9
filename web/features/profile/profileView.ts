// What the profile page shows: one collection (with its tab) or the settings. UI state only.
import { profileCopy } from '../../copy/profile';

export const PROFILE_TABS = [
  { id: 'perfumes', label: profileCopy.tabs.perfumes },
  { id: 'recommendations', label: profileCopy.tabs.recommendations },
  { id: 'wishlist', label: profileCopy.tabs.wishlist },
  { id: 'blacklist', label: profileCopy.tabs.blacklist },
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number]['id'];

export type ProfileView = { kind: 'collection'; collectionId: string } | { kind: 'settings' };

/** A collection in the sidebar with the number of perfumes in it. */
export type SidebarCollection = { id: string; name: string; count: number };

/** The short mark of a collection in the narrow sidebar. */
export function collectionInitial(name: string): string {
  return name.trim().charAt(0).toLocaleUpperCase('de-DE') || '?';
}
