// The device storage facts the settings show (reference/offline-sync.md: show estimate(),
// ask for persist()). Browsers without the Storage API answer "unknown", never an error.

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

const units = ['Byte', 'KB', 'MB', 'GB', 'TB'] as const;

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
  if (usage === null) return 'Dein Browser gibt keine Auskunft über den belegten Speicher.';
  if (quota === null || quota === 0) return `${formatBytes(usage)} belegt`;
  return `${formatBytes(usage)} von ${formatBytes(quota)} belegt`;
}

export function persistenceText(persisted: boolean | null): string {
  if (persisted === null) return 'Dein Browser unterstützt keinen dauerhaften Speicher.';
  return persisted
    ? 'Dauerhaft: Der Browser löscht deine Daten auf diesem Gerät nicht von sich aus.'
    : 'Nicht dauerhaft: Der Browser darf deine Daten auf diesem Gerät bei Speichermangel oder nach längerer Nichtnutzung löschen. Nicht synchronisierte Änderungen gingen dabei verloren.';
}
