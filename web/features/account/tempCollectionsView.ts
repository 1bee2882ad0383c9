// What the temporary-collections panel lists: the server's temporary collections of this
// device, plus what still waits on the device (not yet sent, e.g. offline), each perfume once,
// in the order of the three default collections. Pure, so it is unit-tested.
import type { DefaultCollectionType, TempCollection } from '../../../api/contract/collections';
import type { QueuedTempSave } from '../../data/tempActions';

export type ShownTempItem = {
  key: string;
  name: string;
  brand: string;
  /** Saved on this device, not yet on the server. */
  onDeviceOnly: boolean;
};

export type ShownTempCollection = {
  type: DefaultCollectionType;
  name: string;
  items: ShownTempItem[];
};

const keyOf = (perfume: { id: string | null; name: string; brand: string }) =>
  perfume.id ?? `${perfume.name.trim().toLowerCase()}|${perfume.brand.trim().toLowerCase()}`;

export function mergeTempCollections(
  server: readonly TempCollection[],
  queued: readonly QueuedTempSave[],
  defaults: readonly { type: DefaultCollectionType; name: string }[],
): ShownTempCollection[] {
  return defaults.flatMap(({ type, name }) => {
    const items: ShownTempItem[] = [];
    const seen = new Set<string>();
    const onServer = server.find((collection) => collection.type === type);
    for (const item of onServer?.items ?? []) {
      const key = keyOf({ id: item.perfume_id, name: item.name, brand: item.brand });
      if (seen.has(key)) continue;
      seen.add(key);
      items.push({ key, name: item.name, brand: item.brand, onDeviceOnly: false });
    }
    for (const save of queued.filter((entry) => entry.collectionType === type)) {
      for (const perfume of save.perfumes) {
        const key = keyOf(perfume);
        if (seen.has(key)) continue;
        seen.add(key);
        items.push({ key, name: perfume.name, brand: perfume.brand, onDeviceOnly: true });
      }
    }
    return items.length > 0 ? [{ type, name: onServer?.name ?? name, items }] : [];
  });
}
