import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Perfume } from '../../../api/contract/perfume';
import { useToast } from '../../ui/toast/toastStore';
import { loadPerfumeDetails } from '../perfume/usePerfumeDetails';
import { loadChosenListRepo } from '../../data/useChosenItems';
import { useChosenList } from './useChosenList';
import { sameList, sharedIds } from './sharedList';
import { chosenListCopy } from '../../copy/chosenList';

async function loadShared(ids: readonly string[]): Promise<Perfume[]> {
  const loaded = await Promise.all(ids.map((id) => loadPerfumeDetails(id)));
  return loaded.flatMap((details) => (details.status === 'ready' ? [details.perfume] : []));
}

/**
 * Opens a shared list (`?liste=…`): on a device without a list it becomes the list at once;
 * a device with another list is asked first, so nobody loses their own by tapping a link.
 */
export function SharedListOffer() {
  const location = useLocation();
  const navigate = useNavigate();
  const { items, isLoading } = useChosenList();
  const { show } = useToast();
  const ids = sharedIds(location.search);
  const key = ids.join(',');
  const [offer, setOffer] = useState<{ key: string; perfumes: Perfume[] } | null>(null);

  const dropParam = () => navigate({ pathname: location.pathname }, { replace: true });

  const adopt = async (perfumes: readonly Perfume[], replace: boolean) => {
    try {
      const repo = await loadChosenListRepo();
      if (replace) await repo.clear();
      const start = Date.now();
      // In the shared order: each one a millisecond later.
      for (const [index, perfume] of perfumes.entries()) await repo.add(perfume, start + index);
      dropParam();
    } catch {
      show({
        variant: 'destructive',
        ...chosenListCopy.shared.saveFailed,
      });
    }
  };

  useEffect(() => {
    if (key === '' || isLoading) return;
    let active = true;
    void loadShared(key.split(',')).then((perfumes) => {
      if (!active) return;
      if (perfumes.length === 0) {
        show({
          title: chosenListCopy.shared.label,
          description: chosenListCopy.shared.unreachable,
        });
        return;
      }
      setOffer({ key, perfumes });
    });
    return () => {
      active = false;
    };
    // The device's list is read when the answer is there, not as a trigger.
  }, [key, isLoading]); // eslint-disable-line react-hooks/exhaustive-deps

  const perfumes = offer?.key === key ? offer.perfumes : null;
  const current = items.map((item) => item.perfume);

  useEffect(() => {
    if (!perfumes) return;
    if (
      sameList(
        perfumes.map((perfume) => perfume.id),
        current,
      )
    )
      dropParam();
    else if (current.length === 0) void adopt(perfumes, false);
  }, [perfumes]); // eslint-disable-line react-hooks/exhaustive-deps

  if (
    !perfumes ||
    current.length === 0 ||
    sameList(
      perfumes.map((p) => p.id),
      current,
    )
  ) {
    return null;
  }
  return (
    <div
      className="notice notice--info shared-offer"
      role="region"
      aria-label={chosenListCopy.shared.label}
    >
      <p className="notice__title">
        {chosenListCopy.shared.names(perfumes.map((perfume) => perfume.name).join(', '))}
      </p>
      <p>{chosenListCopy.shared.differs}</p>
      <div className="shared-offer__buttons">
        <button
          type="button"
          className="button button--primary"
          onClick={() => void adopt(perfumes, true)}
        >
          {chosenListCopy.shared.take}
        </button>
        <button type="button" className="button button--ghost" onClick={dropParam}>
          {chosenListCopy.shared.keep}
        </button>
      </div>
    </div>
  );
}
