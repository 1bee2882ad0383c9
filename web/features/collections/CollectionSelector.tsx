import { useEffect, useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { ANALYSIS_MIN_PERFUMES } from '../../../api/contract/analysis';
import { DEFAULT_COLLECTIONS } from '../../../api/contract/collections';
import type { Perfume } from '../../../api/contract/perfume';
import { Modal } from '../../ui/dialog/Modal';
import { forgetIntent, rememberTemporarySave } from '../account/pendingIntent';
import { useAuth } from '../auth/useAuth';
import { RESULT_PATH } from '../chosenList/stepPaths';
import { profilePath } from '../profile/profileQuery';
import { useOnline } from '../syncStatus/useOnline';
import { collectionsCopy } from '../../copy/collections';
import { SaveResult } from './SaveResult';
import { useAccountCollections } from './useAccountCollections';
import { useSaveToCollection } from './useSaveToCollection';
import './collections.css';

type Props = { open: boolean; perfumes: readonly Perfume[]; onClose: () => void };

/** "In Sammlung speichern": pick one of the three collections and save the chosen list. */
export function CollectionSelector({ open, perfumes, onClose }: Props) {
  const { user, tempUserEmail } = useAuth();
  const account = useAccountCollections(open && user !== null);
  const flow = useSaveToCollection(perfumes, account.collections, onClose);
  const online = useOnline();
  const navigate = useNavigate();
  const problemId = useId();

  // Spec 000 §4: with nothing to save the selector closes itself.
  useEffect(() => {
    if (open && perfumes.length === 0) onClose();
  }, [open, perfumes.length, onClose]);

  // A default is chosen by its type; the person's own collections (several of one type) by id.
  const options: { key: string; name: string }[] = user
    ? account.collections.map(({ id, type, name }) => ({ key: type === 'own' ? id : type, name }))
    : DEFAULT_COLLECTIONS.map(({ type, name }) => ({ key: type, name }));
  const { state } = flow;
  // One perfume makes no Duft-DNA: then the save ends as spec 000 §4 describes.
  const analysable = perfumes.length >= ANALYSIS_MIN_PERFUMES;

  return (
    <Modal open={open} onClose={onClose} title={collectionsCopy.selector.title}>
      {state.kind === 'saving' && (
        <div className="save-waiting" role="status">
          <span className="spinner" aria-hidden="true" />
          <p>{collectionsCopy.selector.saving}</p>
        </div>
      )}
      {state.kind === 'saved' && (
        <SaveResult
          {...state}
          tempEmail={user ? null : tempUserEmail}
          offline={!online}
          toDna={analysable}
          onDone={() => {
            // "Speichern & analysieren" keeps its promise (issue 29): the Duft-DNA of the saved
            // list follows now, and a temporary save's confirmation leads there again.
            if (!user && tempUserEmail) {
              rememberTemporarySave({
                email: tempUserEmail,
                collectionName: state.collectionName,
                perfumeIds: perfumes.map((perfume) => perfume.id),
              });
            } else {
              forgetIntent();
            }
            onClose();
            if (analysable) navigate(RESULT_PATH, { state: { analyse: true } });
            // Spec 000 §4: a signed-in user continues to the profile of that collection.
            else if (user) navigate(profilePath(state.collectionName));
          }}
          onOpenCollection={
            user && analysable
              ? () => {
                  forgetIntent();
                  onClose();
                  navigate(profilePath(state.collectionName));
                }
              : null
          }
        />
      )}
      {state.kind === 'choosing' && (
        <form
          className="collection-form"
          onSubmit={(event) => {
            event.preventDefault();
            void flow.save();
          }}
        >
          <p className="collection-form__intro">
            {collectionsCopy.selector.intro(flow.countLabel)}
          </p>
          <fieldset
            className="collection-options"
            aria-describedby={state.problem ? problemId : undefined}
          >
            <legend className="visually-hidden">{collectionsCopy.selector.chooseLegend}</legend>
            {user && account.status !== 'ready' && (
              <p role="status">{collectionsCopy.selector.loading}</p>
            )}
            {user && account.status === 'ready' && options.length === 0 && (
              <p>{collectionsCopy.selector.none}</p>
            )}
            {options.map((option, index) => (
              <label key={option.key} className="collection-option">
                <input
                  type="radio"
                  name="collection"
                  value={option.key}
                  checked={flow.choice === option.key}
                  onChange={() => flow.setChoice(option.key)}
                  data-autofocus={index === 0 ? '' : undefined}
                />
                <span>{option.name}</span>
              </label>
            ))}
          </fieldset>
          {tempUserEmail && !user && (
            <p className="collection-form__note">
              {collectionsCopy.selector.tempBefore}
              <strong>{tempUserEmail}</strong>
              {collectionsCopy.selector.tempAfter}
            </p>
          )}
          {state.problem && (
            <p id={problemId} className="form-alert" role="alert">
              {state.problem}
            </p>
          )}
          <div className="collection-form__actions">
            <button type="button" className="button button--ghost" onClick={onClose}>
              {collectionsCopy.selector.cancel}
            </button>
            <button
              type="submit"
              className="button button--primary"
              disabled={user !== null && account.collections.length === 0}
            >
              {collectionsCopy.selector.save}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
