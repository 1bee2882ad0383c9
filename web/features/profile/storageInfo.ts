// The device storage facts the settings show (reference/offline-sync.md: show estimate(),
// ask for persist()). Browsers without the Storage API answer "unknown", never an error.
import { profileSettingsCopy } from '../../copy/profileSettings';

export type StorageInfo = {
  /** Bytes used and the quota, or null when the browser does not say. */
  usage: number | null;
  quota: number | null;
  persisted: boolean | null;
};

type StorageManagerLike = Partial<Pick<StorageManager, 'estimate' | 'persisted' | 'persist'>>;

export async function readStorageInfo(
  storage: StorageManagerLike | undefined,
): Promise<StorageInfo> {
  const [estimate, persisted] = await Promise.all([
    storage?.estimate?.().catch(() => null) ?? null,
    storage?.persisted?.().catch(() => null) ?? null,
  ]);
  return {
    usage: estimate?.usage ?? null,
    quota: estimate?.quota ?? null,
    persisted,
  };
}

const units = profileSettingsCopy.storage.units;

/** German byte sizes with one decimal: "1,5 MB". */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${value.toLocaleString('de-DE', { maximumFractionDigits: digits, minimumFractionDigits: digits })} ${units[unit]}`;
}

export function usageText({ usage, quota }: StorageInfo): string {
  if (usage === null) return profileSettingsCopy.storage.usageUnknown;
  if (quota === null || quota === 0) return profileSettingsCopy.storage.usage(formatBytes(usage));
  return profileSettingsCopy.storage.usageOfQuota(formatBytes(usage), formatBytes(quota));
}

export function persistenceText(persisted: boolean | null): string {
  if (persisted === null) return profileSettingsCopy.storage.persistUnsupported;
  return persisted
    ? profileSettingsCopy.storage.persisted
    : profileSettingsCopy.storage.notPersisted;
}
