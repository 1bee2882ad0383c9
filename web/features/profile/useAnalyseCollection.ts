import { useState } from 'react';
import { ANALYSIS_MIN_PERFUMES } from '../../../api/contract/analysis';
import { endpoints } from '../../../api/contract/endpoints';
import { api } from '../../apiClient';
import { failureInfoOf } from '../../apiClient/apiFailure';
import { analysisError, NOT_ENOUGH_TEXT, NOT_ENOUGH_TITLE } from '../../apiClient/errorTexts';
import type { LocalCollectionItem } from '../../data/records';
import { useToast } from '../../ui/toast/toastStore';
import { keepAnalysis } from './storedScent';

/** Catalog perfumes go by id, custom ones by "name brand" (the endpoint unites both). */
function analysisBody(items: readonly LocalCollectionItem[]) {
  return {
    perfumeIds: items.flatMap((item) => (item.perfume_id ? [item.perfume_id] : [])),
    inputPerfumes: items
      .filter((item) => !item.perfume_id)
      .map((item) => `${item.name} ${item.brand}`.trim()),
  };
}

/**
 * "Sammlung analysieren": the analysis of the collection's items, stored with the names it was
 * made for (the freshness check compares them) and kept on the device at once. Failures and a
 * collection below ANALYSIS_MIN_PERFUMES end in the spec's toasts.
 */
export function useAnalyseCollection(collectionId: string, items: readonly LocalCollectionItem[]) {
  const { show } = useToast();
  const [running, setRunning] = useState(false);

  const analyse = async () => {
    if (running) return;
    if (items.length < ANALYSIS_MIN_PERFUMES) {
      show({ variant: 'destructive', title: NOT_ENOUGH_TITLE, description: NOT_ENOUGH_TEXT });
      return;
    }
    setRunning(true);
    try {
      const result = await api.call(endpoints.analysis, { body: analysisBody(items) });
      const saved = await api.call(endpoints.saveCollectionAnalysis, {
        body: {
          collectionId,
          analysisData: result.analysis,
          kategorienData: result.kategorien,
          perfumeNames: items.map((item) => item.name),
        },
      });
      await keepAnalysis(collectionId, saved);
    } catch (error) {
      show({ variant: 'destructive', ...analysisError(failureInfoOf(error)) });
    } finally {
      setRunning(false);
    }
  };

  return { running, analyse };
}
