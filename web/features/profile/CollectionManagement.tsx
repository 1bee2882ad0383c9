// Issue 26 item 9: up to six collections. A form to add one of the person's own collections
// (in the sidebar) and, on an own collection, "Umbenennen" and "Löschen" with confirmation.
// The three defaults cannot be renamed or deleted. Works offline (outbox).
import { useId, useState, type FormEvent } from 'react';
import {
  COLLECTION_NAME_MAX_LENGTH,
  MAX_COLLECTIONS,
} from '../../../api/contract/collectionSettings';
import {
  createCollection,
  deleteCollection,
  renameCollection,
} from '../../data/collectionSettingsActions';
import type { LocalCollection } from '../../data/records';
import { Modal } from '../../ui/dialog/Modal';
import { useToast } from '../../ui/toast/toastStore';
import { GENERIC_ERROR_TITLE } from '../../apiClient/errorTexts';
import { profileCopy } from '../../copy/profile';

type NameFormProps = {
  label: string;
  submitLabel: string;
  initial?: string;
  onSubmit: (name: string) => Promise<string | null>;
  onCancel?: () => void;
};

/** A name field with the form's German message under it; onSubmit answers a refusal or null. */
function NameForm({ label, submitLabel, initial = '', onSubmit, onCancel }: NameFormProps) {
  const [name, setName] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const problemId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refusal = await onSubmit(name);
    setProblem(refusal);
    if (!refusal) setName('');
  };
  return (
    <form className="collection-name-form" onSubmit={(event) => void submit(event)}>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        className="input"
        value={name}
        maxLength={COLLECTION_NAME_MAX_LENGTH + 10}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => setName(event.target.value)}
        placeholder={profileCopy.manage.namePlaceholder}
      />
      {problem && (
        <p id={problemId} className="form-alert" role="alert">
          {problem}
        </p>
      )}
      <div className="collection-name-form__actions">
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {profileCopy.manage.cancel}
          </button>
        )}
        <button type="submit" className="button button--secondary">
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

/** Sidebar footer: "Neue Sammlung" while fewer than six exist, else why not. */
export function NewCollectionForm({
  count,
  onCreated,
}: {
  count: number;
  onCreated: (collectionId: string) => void;
}) {
  if (count >= MAX_COLLECTIONS) {
    return <p className="profile-sidebar__limit">{profileCopy.manage.limit(MAX_COLLECTIONS)}</p>;
  }
  return (
    <NameForm
      label={profileCopy.manage.newLabel}
      submitLabel={profileCopy.manage.create}
      onSubmit={async (name) => {
        const outcome = await createCollection(name);
        if (outcome.kind === 'refused') return outcome.message;
        onCreated(outcome.collectionId);
        return null;
      }}
    />
  );
}

/** "Umbenennen" and "Löschen" of an own collection (nothing for the defaults). */
export function OwnCollectionActions({ collection }: { collection: LocalCollection }) {
  const [mode, setMode] = useState<'idle' | 'rename' | 'confirmDelete'>('idle');
  const { show } = useToast();
  if (collection.type !== 'own') return null;
  return (
    <div className="collection-actions">
      {mode === 'rename' ? (
        <NameForm
          label={profileCopy.manage.renameLabel}
          submitLabel={profileCopy.manage.save}
          initial={collection.name}
          onCancel={() => setMode('idle')}
          onSubmit={async (name) => {
            const outcome = await renameCollection(collection.id, name);
            if (outcome.kind === 'refused') return outcome.message;
            setMode('idle');
            return null;
          }}
        />
      ) : (
        <>
          <button type="button" className="button button--ghost" onClick={() => setMode('rename')}>
            {profileCopy.manage.rename}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setMode('confirmDelete')}
          >
            {profileCopy.manage.delete}
          </button>
        </>
      )}
      <Modal
        open={mode === 'confirmDelete'}
        onClose={() => setMode('idle')}
        title={profileCopy.manage.deleteTitle(collection.name)}
      >
        <p>{profileCopy.manage.deleteText}</p>
        <div className="collection-form__actions">
          <button type="button" className="button button--ghost" onClick={() => setMode('idle')}>
            {profileCopy.manage.cancel}
          </button>
          <button
            type="button"
            className="button button--danger"
            onClick={() => {
              void deleteCollection(collection.id).then((outcome) => {
                setMode('idle');
                show(
                  outcome.kind === 'refused'
                    ? {
                        variant: 'destructive',
                        title: GENERIC_ERROR_TITLE,
                        description: outcome.message,
                      }
                    : {
                        title: profileCopy.manage.deletedTitle,
                        description: profileCopy.manage.deletedText(collection.name),
                      },
                );
              });
            }}
          >
            {profileCopy.manage.deleteConfirm}
          </button>
        </div>
      </Modal>
    </div>
  );
}
