import 'fake-indexeddb/auto';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { buildLegacyAnalysisData } from '../../../tests/fixtures/legacyAnalysis';
import { openDuftkompassDb } from '../../data/db';
import { storedAnalysis } from '../../data/queries';
import { DuftDnaCard } from './DuftDnaCard';

const COLLECTION_ID = '0b5f3c1e-8d4a-4c7e-9a51-2f6d8e4b7c10';
const database = openDuftkompassDb('duftkompass-legacy-analysis');

afterEach(async () => {
  await database.analyses.clear();
});

describe('DuftDnaCard', () => {
  it('shows an analysis that an older release stored on the device', async () => {
    // Written as the older release did, past the current record type.
    await database.table('analyses').put({
      collection_id: COLLECTION_ID,
      analysis_data: buildLegacyAnalysisData(),
      perfume_names: ['Terre d’Hermès'],
      created_at: '2025-03-01T10:00:00.000Z',
    });

    const stored = await storedAnalysis(COLLECTION_ID, database);
    expect(stored).not.toBeNull();
    const html = renderToStaticMarkup(
      createElement(DuftDnaCard, { analysis: stored!.analysis_data }),
    );

    expect(html).toContain('Elegant · Selbstbewusst · Warmherzig');
    expect(html).toContain('Deine Sammlung setzt auf Hölzer und Harze statt auf Frische.');
    expect(html).toContain('Du liebst warme, holzige Düfte mit einem Hauch Vanille.');
    // The radar's value table: Holzig 5 of 5 on the old scale is 100.
    expect(html).toContain('<th scope="row">Holzig</th><td>100</td>');
  });
});
