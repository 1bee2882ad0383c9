import { describe, expect, it } from 'vitest';
import { buildLegacyAnalysisData } from '../../tests/fixtures/legacyAnalysis';
import { collectionAnalysisResponseSchema, type AnalysisData } from './analysis';
import { collectionAnalysisRecordSchema } from './sync';

const COLLECTION_ID = '0b5f3c1e-8d4a-4c7e-9a51-2f6d8e4b7c10';

function storedRecord(analysisData: unknown) {
  return {
    collection_id: COLLECTION_ID,
    analysis_data: analysisData,
    perfume_names: ['Terre d’Hermès'],
    created_at: '2025-03-01T10:00:00.000Z',
  };
}

const current: AnalysisData = {
  duft_ich: {
    beschreibung: 'Frisch und sportlich.',
    spider_web: {
      sportlich: 70,
      sinnlich: 20,
      elegant: 30,
      frisch: 80,
      orientalisch: 5,
      holzig: 25,
    },
    stil_energie: { stil: 'Modern', energie: 'Energisch' },
    meta: { dominant: ['Bergamotte'] },
  },
  persoenlichkeit_stil: [{ titel: 'Aktiv', begruendung: 'Zitrus führt.' }],
  top_noten: { primary: ['Bergamotte'], secondary: ['Minze'] },
  empfehlungs_ziel: 'Mehr Frische.',
  kategorien: { summary: 'Eine Gruppe.', categories: [] },
};

describe('stored analyses of older releases', () => {
  it('reads persoenlichkeit{eigenschaften, begründung} as one personality entry', () => {
    const record = collectionAnalysisRecordSchema.parse(storedRecord(buildLegacyAnalysisData()));

    expect(record.analysis_data.persoenlichkeit_stil).toEqual([
      {
        titel: 'Elegant · Selbstbewusst · Warmherzig',
        begruendung: 'Deine Sammlung setzt auf Hölzer und Harze statt auf Frische.',
      },
    ]);
  });

  it('reads duft_radar on a 0–5 scale as the spider web in percent', () => {
    const record = collectionAnalysisRecordSchema.parse(storedRecord(buildLegacyAnalysisData()));

    expect(record.analysis_data.duft_ich.spider_web).toEqual({
      sportlich: 20,
      sinnlich: 80,
      elegant: 70,
      frisch: 20,
      orientalisch: 80,
      holzig: 100,
    });
  });

  it('fills what older records lack: style and energy, dominant notes, top notes', () => {
    const legacy = buildLegacyAnalysisData({ stil_energie: undefined });
    const { analysis } = collectionAnalysisResponseSchema.parse({
      analysis: storedRecord(legacy),
    });

    expect(analysis?.analysis_data.duft_ich.stil_energie).toEqual({
      stil: 'Ausgewogen',
      energie: 'Warm',
    });
    expect(analysis?.analysis_data.duft_ich.meta).toEqual({ dominant: [] });
    expect(analysis?.analysis_data.top_noten).toEqual({ primary: [], secondary: [] });
    expect(analysis?.analysis_data.empfehlungs_ziel).toBe('Mehr leichte Holzdüfte für den Tag.');
  });

  it('takes the radar from beside duft_ich and names a reason-less personality', () => {
    const legacy = {
      ...buildLegacyAnalysisData(),
      duft_radar: undefined,
      spider_web: { sportlich: 10, sinnlich: 90, elegant: 50, frisch: 0, orientalisch: 60 },
      persoenlichkeit: { eigenschaften: ['Verspielt', 'Romantisch'] },
    };
    const record = collectionAnalysisRecordSchema.parse(storedRecord(legacy));

    expect(record.analysis_data.duft_ich.spider_web).toEqual({
      sportlich: 10,
      sinnlich: 90,
      elegant: 50,
      frisch: 0,
      orientalisch: 60,
      holzig: 0,
    });
    expect(record.analysis_data.persoenlichkeit_stil).toEqual([
      { titel: 'Persönlichkeit', begruendung: 'Verspielt, Romantisch' },
    ]);
  });

  it('reads an analysis of today’s shape unchanged', () => {
    const record = collectionAnalysisRecordSchema.parse(storedRecord(current));

    expect(record.analysis_data).toEqual(current);
  });

  it('still refuses a record that is no analysis at all', () => {
    expect(collectionAnalysisRecordSchema.safeParse(storedRecord({ foo: 1 })).success).toBe(false);
  });
});
