// Issue 29 item 6, the marketing page's "was du nicht magst": the collection's disliked notes
// in its blacklist tab. A perfume whose three strongest accords hold one is never recommended
// for this collection (both engines); adding a note also drops such cards from the stored
// recommendations on this device at once, judged with the offline index (works offline).
import { useId, useState } from 'react';
import {
  DISLIKABLE_NOTES,
  DISLIKABLE_NOTE_KEYS,
  isDislikableNote,
  isDominatedBy,
} from '../../../api/contract/collectionSettings';
import { addDislikedNote, removeDislikedNote } from '../../data/collectionSettingsActions';
import type { LocalCollection } from '../../data/records';
import { useStoredRecommendations } from '../../data/useUserData';
import { useToast } from '../../ui/toast/toastStore';
import { offlineCatalog } from '../offlineCatalog/offlineCatalogClient';
import { GENERIC_ERROR_TITLE } from '../../apiClient/errorTexts';
import { profileCopy } from '../../copy/profile';

const noteName = (note: string) => (isDislikableNote(note) ? DISLIKABLE_NOTES[note] : note);

export function DislikedNotes({ collection }: { collection: LocalCollection }) {
  const notes = collection.disliked_notes;
  const stored = useStoredRecommendations(collection.id);
  const [choice, setChoice] = useState('');
  const { show } = useToast();
  const selectId = useId();
  const titleId = useId();
  const available = DISLIKABLE_NOTE_KEYS.filter((key) => !notes.includes(key));

  const add = async () => {
    if (!isDislikableNote(choice)) return;
    const ids = (stored?.recommendations ?? []).flatMap((card) =>
      card.matched_perfume ? [card.matched_perfume.id] : [],
    );
    const accords = ids.length > 0 ? await offlineCatalog.accordsOf(ids) : null;
    const dominated = new Set(
      ids.filter((id) =>
        isDominatedBy(
          (accords?.[id] ?? []).map((accord) => accord.key),
          [choice],
        ),
      ),
    );
    const outcome = await addDislikedNote(collection.id, choice, dominated);
    if (outcome.kind === 'refused') {
      show({ variant: 'destructive', title: GENERIC_ERROR_TITLE, description: outcome.message });
      return;
    }
    setChoice('');
  };

  return (
    <section className="disliked-notes" aria-labelledby={titleId}>
      <h2 id={titleId} className="disliked-notes__title">
        {profileCopy.dislikedNotes.title}
      </h2>
      <p className="profile-toolbar__hint">{profileCopy.dislikedNotes.hint}</p>
      {notes.length > 0 && (
        <ul className="disliked-notes__list" aria-label={profileCopy.dislikedNotes.listLabel}>
          {notes.map((note) => (
            <li key={note} className="disliked-notes__chip">
              <span>{noteName(note)}</span>
              <button
                type="button"
                className="disliked-notes__remove"
                aria-label={profileCopy.dislikedNotes.removeLabel(noteName(note))}
                onClick={() => void removeDislikedNote(collection.id, note)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="disliked-notes__form"
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <label htmlFor={selectId} className="visually-hidden">
          {profileCopy.dislikedNotes.chooseLabel}
        </label>
        <select
          id={selectId}
          className="input"
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
        >
          <option value="">{profileCopy.dislikedNotes.choosePlaceholder}</option>
          {available.map((key) => (
            <option key={key} value={key}>
              {DISLIKABLE_NOTES[key]}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--secondary" disabled={choice === ''}>
          {profileCopy.dislikedNotes.submit}
        </button>
      </form>
    </section>
  );
}
