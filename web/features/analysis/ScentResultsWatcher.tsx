import { useChosenList } from '../chosenList/useChosenList';
import { useClearOnSelectionChange } from './useClearOnSelectionChange';

/**
 * Clears the Duft-DNA and recommendations once the chosen list differs from what they were
 * made for, on whichever step the list changes (search, list, perfume page, result).
 */
export function ScentResultsWatcher() {
  const { chosenIds, isLoading } = useChosenList();
  useClearOnSelectionChange(chosenIds, isLoading);
  return null;
}
