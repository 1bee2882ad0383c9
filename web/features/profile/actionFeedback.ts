// The German answers to the profile's list actions (spec 001 §8). The device layer answers
// a duplicate at once from the local copy; the server's own rejections arrive later through
// the sync engine's onRejected and are shown with the server's message.
import {
  ALREADY_BLACKLISTED_TEXT,
  ALREADY_PRESENT_TEXT,
  alreadyInCollectionText,
  BLACKLIST_REMOVE_FAILED_TEXT,
  GENERIC_ERROR_TITLE,
  REMOVE_FAILED_TEXT,
} from '../../apiClient/errorTexts';
import type { ToastInput } from '../../ui/toast/toastStore';
import { profileCopy } from '../../copy/profile';

export type ListName = 'collection' | 'wishlist' | 'blacklist';
export type Outcome = { kind: 'queued' } | { kind: 'duplicate' } | { kind: 'not_found' };

export const ERROR_TITLE = GENERIC_ERROR_TITLE;
export const DUPLICATE_TEXT = ALREADY_PRESENT_TEXT;
export const BLACKLIST_DUPLICATE_TEXT = ALREADY_BLACKLISTED_TEXT;
export { BLACKLIST_REMOVE_FAILED_TEXT, REMOVE_FAILED_TEXT };

const addedTo: Record<ListName, string> = profileCopy.feedback.added;

/** What to tell after adding `name` to a list. */
export function addFeedback(outcome: Outcome, list: ListName, name: string): ToastInput {
  if (outcome.kind === 'queued')
    return {
      title: profileCopy.feedback.saved,
      description: profileCopy.feedback.addedText(name, addedTo[list]),
    };
  return {
    variant: 'destructive',
    title: ERROR_TITLE,
    description: list === 'blacklist' ? BLACKLIST_DUPLICATE_TEXT : DUPLICATE_TEXT,
  };
}

/** Wishlist → collection when the perfume is already in the collection (spec 001 §8). */
export function moveFeedback(outcome: Outcome, name: string): ToastInput {
  if (outcome.kind === 'queued') {
    return { title: profileCopy.feedback.saved, description: profileCopy.feedback.moved(name) };
  }
  if (outcome.kind === 'duplicate') {
    return {
      variant: 'destructive',
      title: ERROR_TITLE,
      description: alreadyInCollectionText(name),
    };
  }
  return { variant: 'destructive', title: ERROR_TITLE, description: REMOVE_FAILED_TEXT };
}

/** Only a failed removal is worth a toast: the card disappearing is the confirmation. */
export function removeFeedback(outcome: Outcome, list: ListName): ToastInput | null {
  if (outcome.kind === 'queued') return null;
  return {
    variant: 'destructive',
    title: ERROR_TITLE,
    description: list === 'blacklist' ? BLACKLIST_REMOVE_FAILED_TEXT : REMOVE_FAILED_TEXT,
  };
}
