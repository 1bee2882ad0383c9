// Reads and writes the visitor's chosen list in the device database. Rows are validated on
// the way out, because IndexedDB may hold rows written by older releases or other tabs.
import { perfumeSchema, type Perfume } from '../../api/contract/perfume';
import { db, type DuftkompassDb } from './db';

export type ChosenPerfume = { perfume: Perfume; addedAt: number };

// Snapshots saved before a nullable field joined the contract (e.g. `pyramid`) lack it.
// Reading a missing nullable field as null keeps those perfumes on the list instead of
// silently dropping them after an update.
const nullableKeys = Object.entries(perfumeSchema.shape)
  .filter(([, field]) => field.safeParse(null).success)
  .map(([key]) => key);

function parseSnapshot(value: unknown) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return perfumeSchema.safeParse(value);
  }
  const filled: Record<string, unknown> = { ...value };
  for (const key of nullableKeys) if (!(key in filled)) filled[key] = null;
  return perfumeSchema.safeParse(filled);
}

export type AddResult = 'added' | 'duplicate';

export type ChosenListRepo = ReturnType<typeof createChosenListRepo>;

export function createChosenListRepo(database: DuftkompassDb) {
  return {
    /** Adds a perfume; adding one that is already listed changes nothing. */
    add(perfume: Perfume, addedAt: number = Date.now()): Promise<AddResult> {
      return database.transaction('rw', database.chosenList, async () => {
        const existing = await database.chosenList.get(perfume.id);
        // An unreadable row must not block the visitor from adding the perfume again.
        if (existing && parseSnapshot(existing.perfume).success) return 'duplicate';
        await database.chosenList.put({ perfumeId: perfume.id, perfume, addedAt });
        return 'added';
      });
    },

    async remove(perfumeId: string): Promise<void> {
      await database.chosenList.delete(perfumeId);
    },

    async clear(): Promise<void> {
      await database.chosenList.clear();
    },

    /** The readable rows, oldest first; rows that fail validation are skipped. */
    async list(): Promise<ChosenPerfume[]> {
      const rows = await database.chosenList.orderBy('addedAt').toArray();
      const chosen: ChosenPerfume[] = [];
      for (const row of rows) {
        const parsed = parseSnapshot(row.perfume);
        if (parsed.success) chosen.push({ perfume: parsed.data, addedAt: row.addedAt });
      }
      return chosen;
    },
  };
}

export const chosenListRepo = createChosenListRepo(db);
