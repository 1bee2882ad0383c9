import { describe, expect, it } from 'vitest';
import { DEFAULT_COLLECTIONS, type TempCollection } from '../../../api/contract/collections';
import { mergeTempCollections } from './tempCollectionsView';

const serverItem = (perfumeId: string | null, name: string, brand: string) => ({
  id: crypto.randomUUID(),
  perfume_id: perfumeId,
  name,
  brand,
  added_at: '2026-11-28T09:00:00Z',
});

const partner: TempCollection = {
  id: crypto.randomUUID(),
  name: 'Partner-Parfümsammlung',
  type: 'partner',
  items: [serverItem('fra-1', 'Sauvage', 'Dior')],
};

describe('mergeTempCollections', () => {
  it('lists the server copy first and marks what only the device holds, each perfume once', () => {
    const shown = mergeTempCollections(
      [partner],
      [
        {
          collectionType: 'partner',
          perfumes: [
            { id: 'fra-1', name: 'Sauvage', brand: 'Dior' },
            { id: 'fra-2', name: 'Libre', brand: 'Yves Saint Laurent' },
          ],
        },
        { collectionType: 'main', perfumes: [{ id: null, name: 'Nebelwald', brand: 'Creed' }] },
      ],
      DEFAULT_COLLECTIONS,
    );
    expect(shown.map((collection) => collection.name)).toEqual([
      'Meine Parfümsammlung',
      'Partner-Parfümsammlung',
    ]);
    expect(shown[0]!.items).toEqual([
      { key: 'nebelwald|creed', name: 'Nebelwald', brand: 'Creed', onDeviceOnly: true },
    ]);
    expect(shown[1]!.items.map((item) => [item.name, item.onDeviceOnly])).toEqual([
      ['Sauvage', false],
      ['Libre', true],
    ]);
  });

  it('shows nothing when nothing was saved', () => {
    expect(mergeTempCollections([], [], DEFAULT_COLLECTIONS)).toEqual([]);
  });
});
