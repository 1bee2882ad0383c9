// The device id: a random UUID kept in localStorage that, together with the e-mail, identifies
// this device's temporary collections (spec 000 §3). It never leaves the device except in the
// temporary-collection calls, and a broken stored value is replaced rather than sent.
import { deviceIdSchema } from '../../api/contract/collections';

export const DEVICE_ID_STORAGE_KEY = 'duftkompass-device-id';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function getDeviceId(
  storage: KeyValueStorage = localStorage,
  newId: () => string = () => crypto.randomUUID(),
): string {
  const stored = deviceIdSchema.safeParse(storage.getItem(DEVICE_ID_STORAGE_KEY));
  if (stored.success) return stored.data;
  const id = newId();
  storage.setItem(DEVICE_ID_STORAGE_KEY, id);
  return id;
}
