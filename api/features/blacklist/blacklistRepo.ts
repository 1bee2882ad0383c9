// The blacklist as a collection perfume list (perfumeListRepo.ts): perfumes never
// recommended for that collection (spec 001 §3); only the shared columns.
import { blacklistItemSchema, type BlacklistItem } from '../../contract/userData';
import { sharedFields, type PerfumeList } from '../collections/perfumeListRepo';

export const blacklist: PerfumeList<BlacklistItem> = {
  table: 'blacklist_items',
  extraColumns: [],
  extraValues: () => [],
  schema: blacklistItemSchema,
  toItem: sharedFields,
  change: (item) => ({ entity: 'blacklist_item', id: item.id, record: item }),
  entity: 'blacklist_item',
  duplicateCode: 'already_blacklisted',
  notFoundMessage: 'Dieser Eintrag ist nicht in der Blacklist.',
};
