import type { Perfume } from '../../../api/contract/perfume';
import { useToast } from '../../ui/toast/toastStore';
import { shareableIds, shareUrl } from './sharedList';
import { chosenListCopy } from '../../copy/chosenList';

/**
 * "Auswahl teilen": the phone's share sheet (Web Share API) where there is one, else the link
 * is copied. The link holds the list itself, so no account is needed to open it.
 */
export function ShareListButton({ perfumes }: { perfumes: readonly Perfume[] }) {
  const { show } = useToast();
  if (shareableIds(perfumes).length === 0) return null;

  const share = async () => {
    const url = shareUrl(window.location.origin, perfumes);
    const names = perfumes.map((perfume) => perfume.name).join(', ');
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({
          title: chosenListCopy.share.title,
          text: chosenListCopy.share.text(names),
          url,
        });
        return;
      } catch (error) {
        // Closing the share sheet is no failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      show({
        title: chosenListCopy.share.copiedTitle,
        description: chosenListCopy.share.copiedDescription,
      });
    } catch {
      show({ title: chosenListCopy.share.manualTitle, description: url });
    }
  };

  return (
    <button type="button" className="button button--secondary" onClick={() => void share()}>
      {chosenListCopy.share.button}
    </button>
  );
}
