import { collectionsCopy } from '../../copy/collections';
import { useSimilarOwned } from './useSimilarOwned';
import './collections.css';

type Props = {
  perfumeId: string | null;
  /** Lets the action it warns about point at it with aria-describedby. */
  id?: string;
};

/** Shown on a perfume card when the person already owns something that smells very alike. */
export function SimilarOwnedNote({ perfumeId, id }: Props) {
  const similar = useSimilarOwned(perfumeId);
  if (!similar) return null;
  return (
    <p id={id} className="similar-owned" role="note">
      <strong>{collectionsCopy.similarOwned.lead}</strong>
      {collectionsCopy.similarOwned.text(
        similar.owned.name,
        similar.shared.map((accord) => accord.name),
      )}
    </p>
  );
}
