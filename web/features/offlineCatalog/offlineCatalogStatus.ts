// Where the offline catalog of this device stands — waiting for an idle page, skipped for the
// data saver, downloading, ready or failed — as a small store the footer's status line reads,
// fed by the worker's messages. The text for each state is a pure function, tested alone.
import { create } from 'zustand';
import type { DownloadReport, WorkerResponse } from './workerProtocol';
import { offlineCatalogCopy } from '../../copy/offlineCatalog';

export type OfflineCatalogStatus =
  | { kind: 'waiting' }
  | { kind: 'saveData' }
  | { kind: 'downloading'; loadedBytes: number; totalBytes: number | null; updating: boolean }
  | { kind: 'ready'; count: number }
  | { kind: 'failed' };

export type StatusReport = Extract<WorkerResponse, { type: 'status' }> | DownloadReport;

/** The next state after a worker report; an index already on the device keeps search ready. */
export function nextStatus(
  current: OfflineCatalogStatus,
  report: StatusReport,
): OfflineCatalogStatus {
  if (report.type === 'status') {
    return report.ready ? { kind: 'ready', count: report.count } : current;
  }
  if (report.state === 'failed') {
    return current.kind === 'ready' ? current : { kind: 'failed' };
  }
  return {
    kind: 'downloading',
    loadedBytes: report.loadedBytes,
    totalBytes: report.totalBytes,
    updating:
      current.kind === 'ready' || (current.kind === 'downloading' && current.updating === true),
  };
}

export type StatusText = {
  /** The sentence for the live region: said once per state, not per chunk. */
  text: string;
  /** Bytes so far, outside the live region so screen readers are not flooded. */
  progress: string | null;
};

export function offlineCatalogText(status: OfflineCatalogStatus): StatusText | null {
  switch (status.kind) {
    case 'waiting':
      return null;
    case 'saveData':
      return {
        text: offlineCatalogCopy.saveData,
        progress: null,
      };
    case 'downloading': {
      const loadedKb = Math.round(status.loadedBytes / 1024);
      // Without a known size, no figure until a first kilobyte arrived: "0 KB" says nothing.
      const progress =
        status.totalBytes === null
          ? loadedKb > 0
            ? offlineCatalogCopy.loadedKb(loadedKb)
            : null
          : `${Math.min(100, Math.round((status.loadedBytes / status.totalBytes) * 100))} %`;
      return {
        text: status.updating ? offlineCatalogCopy.updating : offlineCatalogCopy.loading,
        progress,
      };
    }
    case 'ready':
      return {
        text: offlineCatalogCopy.ready(status.count),
        progress: null,
      };
    case 'failed':
      return {
        text: offlineCatalogCopy.failed,
        progress: null,
      };
  }
}

const useStatusStore = create<{ status: OfflineCatalogStatus }>(() => ({
  status: { kind: 'waiting' },
}));

export function useOfflineCatalogStatus(): OfflineCatalogStatus {
  return useStatusStore((state) => state.status);
}

export function reportOfflineCatalog(report: StatusReport): void {
  useStatusStore.setState((state) => ({ status: nextStatus(state.status, report) }));
}

export function markSaveData(): void {
  useStatusStore.setState({ status: { kind: 'saveData' } });
}
