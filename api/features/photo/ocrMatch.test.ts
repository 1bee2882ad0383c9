import { describe, expect, it } from 'vitest';
import { unpricedPerfume } from '../../contract/perfume';
import { buildRecord, sampleCatalog } from '../../../tests/fixtures/perfumes';
import { catalogFromPerfumes } from '../perfumes/memoryCatalog';
import type { OcrWord } from './ocr';
import { detectPerfumesInText, type KnownObject, readPhotoText } from './ocrMatch';

const catalog = catalogFromPerfumes(
  [
    ...sampleCatalog(),
    buildRecord({ id: 'fra-3000', name: 'Chance', brand: 'Chanel', votes: 500 }),
    buildRecord({ id: 'fra-3001', name: 'Chanel', brand: 'Chanel', votes: 10 }),
  ].map(unpricedPerfume),
);

/** A word at column x, line y of a label, 40 px high, confidence 90 unless given. */
const word = (text: string, x: number, y: number, confidence = 90): OcrWord => ({
  text,
  confidence,
  box: { x0: x, y0: y, x1: x + text.length * 30, y1: y + 40 },
});

const found = (words: OcrWord[]) =>
  detectPerfumesInText(catalog, words).map((detection) => ({
    id: detection.perfume?.id ?? null,
    brand: detection.brand,
    name: detection.name,
    concentration: detection.concentration,
  }));

describe('detectPerfumesInText', () => {
  it('finds one perfume per label and keeps labels apart by position', () => {
    const words = [
      word('CREED', 0, 0),
      word('DIOR', 600, 0),
      word('AVENTUS', 0, 70),
      word('SAUVAGE', 600, 70),
    ];
    expect(found(words).map((detection) => detection.id)).toEqual(['fra-9828', 'fra-31861']);
  });

  it('does not combine a brand on one bottle with a name on another', () => {
    expect(found([word('CREED', 0, 0), word('SAUVAGE', 900, 0)])).toEqual([
      { id: null, brand: 'Creed', name: '', concentration: null },
    ]);
  });

  it('needs the brand as well as the name', () => {
    expect(found([word('AVENTUS', 0, 0)])).toEqual([]);
  });

  it('reads the concentration printed on the label', () => {
    const words = [
      word('DIOR', 0, 0),
      word('SAUVAGE', 0, 50),
      word('EAU', 0, 100),
      word('DE', 100, 100),
      word('TOILETTE', 170, 100),
    ];
    expect(found(words)).toEqual([
      {
        id: 'fra-31861',
        brand: 'Christian Dior',
        name: 'Sauvage',
        concentration: 'Eau de Toilette',
      },
    ]);
  });

  it('prefers the longer name when all its words are on the label', () => {
    const words = [word('DIOR', 0, 0), word('EAU', 0, 50), word('SAUVAGE', 100, 50)];
    expect(found(words).map((detection) => detection.id)).toEqual(['fra-231']);
  });

  it('tolerates one OCR slip in a long name word but does not guess from slips alone', () => {
    expect(found([word('CREED', 0, 0), word('AVENTUs', 0, 50)]).map((d) => d.id)).toEqual([
      'fra-9828',
    ]);
    expect(found([word('CREED', 0, 0), word('AVENTU5', 0, 50)]).map((d) => d.id)).toEqual([null]);
    expect(found([word('CHANEL', 0, 0), word('CHANE', 0, 50)]).map((d) => d.id)).toEqual([null]);
  });

  it('ignores words tesseract is unsure of and text without a known brand', () => {
    expect(found([word('CREED', 0, 0, 20), word('AVENTUS', 0, 50)])).toEqual([]);
    expect(found([word('MONDSCHEIN', 0, 0), word('WALDHAUS', 0, 50)])).toEqual([]);
  });

  it("reads words the scene-text reader glued or confused, by the catalog's words", () => {
    expect(found([word('CREEDAVENTUS', 0, 0)]).map((d) => d.id)).toEqual(['fra-9828']);
    expect(found([word('DIOR', 0, 0), word('SAUVAGE', 0, 50)]).map((d) => d.id)).toEqual([
      'fra-31861',
    ]);
    expect(found([word('CHANEL', 0, 0), word('BLEUDECHANEL', 0, 50)]).map((d) => d.id)).toEqual([
      'fra-9099',
    ]);
    expect(found([word('CRE3D', 0, 0), word('AVENTU5', 0, 50)]).map((d) => d.id)).toEqual([]);
  });

  it('never names a look-alike: a line with a word the perfume lacks is another perfume', () => {
    const detections = found([word('CREED', 0, 0), word('AVENTUS ABSOLU NOIR', 0, 50)]);
    expect(detections).toEqual([
      { id: null, brand: 'Creed', name: 'AVENTUS ABSOLU NOIR', concentration: null },
    ]);
    // Label words around the name do not make it another perfume.
    expect(
      found([
        word('DIOR SAUVAGE', 0, 0),
        word('EAU DE TOILETTE', 0, 50),
        word('PARIS 100 ml', 0, 100),
      ]).map((d) => d.id),
    ).toEqual(['fra-31861']);
  });

  it('takes a name that is only its brand from a line of its own, never from the brand line', () => {
    const brandNamed = catalogFromPerfumes(
      [
        buildRecord({ id: 'fra-147', name: 'Nina', brand: 'Nina Ricci', votes: 600 }),
        buildRecord({ id: 'fra-148', name: 'Marc Jacobs', brand: 'Marc Jacobs', votes: 100 }),
      ].map(unpricedPerfume),
    );
    const ids = (words: OcrWord[]) =>
      detectPerfumesInText(brandNamed, words).map((detection) => detection.perfume?.id ?? null);
    expect(ids([word('NINA RICCI', 0, 0), word('NINA', 0, 50)])).toEqual(['fra-147']);
    expect(ids([word('NINA RICCI', 0, 0)])).toEqual([null]);
    expect(ids([word('MARC JACOBS', 0, 0), word('DAISY', 0, 50)])).toEqual([null]);
  });

  it('counts labels that were read but named nothing, not price lines', () => {
    const { detections, unreadLabels } = readPhotoText(catalog, [
      word('CREED', 0, 0),
      word('AVENTUS', 0, 50),
      word('MONDSCHEIN', 2000, 0),
      word('WALDHAUS', 2000, 50),
      word('100 ml 89,95 €', 4000, 0),
      word('EAU DE PARFUM', 6000, 0),
    ]);
    expect(detections.map((detection) => detection.perfume?.id)).toEqual(['fra-9828']);
    expect(unreadLabels).toBe(1);
  });

  describe('a shelf tag and the bottle above it are one object', () => {
    // Bottle label at y 0–90, tag with its price at y 400–490 under it.
    const tag = (line: string, x = 0) => [word(line, x, 400), word('89,95 €', x, 450)];
    const read = (words: OcrWord[], joinTags = true) => {
      const { detections, unreadLabels } = readPhotoText(catalog, words, { joinTags });
      return { ids: detections.map((d) => d.perfume?.id ?? d.name), unreadLabels };
    };

    it('takes the name from the tag when the bottle showed only its brand', () => {
      const words = [word('DIOR', 0, 0), word('SAUV', 0, 50), ...tag('DIOR SAUVAGE')];
      expect(read(words)).toEqual({ ids: ['fra-31861'], unreadLabels: 0 });
      // Read apart, the bottle's brand is a second, unknown perfume.
      expect(read(words, false).ids).toEqual(['SAUV', 'fra-31861']);
    });

    it('does not count a tag of a named bottle as an unread label', () => {
      const words = [word('CREED', 0, 0), word('AVENTUS', 0, 50), ...tag('MONDSCH WALDH')];
      expect(read(words)).toEqual({ ids: ['fra-9828'], unreadLabels: 0 });
      expect(read(words, false)).toEqual({ ids: ['fra-9828'], unreadLabels: 1 });
    });

    it('believes a tag that names a longer perfume than the bottle was read as', () => {
      const words = [
        word('CREED', 0, 0),
        word('AVENTUS', 0, 50),
        ...tag('CREED AVENTUS ABSOLU NOIR'),
      ];
      expect(read(words).ids).toEqual(['CREED AVENTUS ABSOLU NOIR']);
      expect(read(words, false).ids).toEqual(['fra-9828', 'CREED AVENTUS ABSOLU NOIR']);
    });

    it('keeps a tag of another brand, and tags beside other bottles, apart', () => {
      const words = [
        word('CREED', 0, 0),
        word('AVENTUS', 0, 50),
        ...tag('DIOR XYZABC'),
        word('DIOR', 1500, 0),
        word('SAUVAGE', 1500, 50),
      ];
      expect(read(words).ids).toEqual(['fra-9828', 'DIOR XYZABC', 'fra-31861']);
      // A tag with no bottle above it stands alone.
      expect(read(tag('DIOR SAUVAGE', 3000)).ids).toEqual(['fra-31861']);
    });
  });

  describe('a shelf tag identified by its barcode', () => {
    const eauSauvage = unpricedPerfume(sampleCatalog().find((record) => record.id === 'fra-231')!);
    // Bars at y 500–600 under a tag whose text is at y 400–490, below a label at y 0–90.
    const barcodeTag = (x = 0): KnownObject => ({
      box: { x0: x, y0: 500, x1: x + 280, y1: 600 },
      region: { x0: x - 280, y0: 220, x1: x + 560, y1: 880 },
      detection: {
        perfume: eauSauvage,
        name: eauSauvage.name,
        brand: eauSauvage.brand,
        concentration: null,
        confidence: 1,
        barcode: '3348900012345',
      },
    });
    const read = (words: OcrWord[], known: KnownObject[]) => {
      const { detections, unreadLabels } = readPhotoText(catalog, words, { known });
      return {
        found: detections.map((d) => `${d.perfume?.id ?? d.name}${d.barcode ? ' (EAN)' : ''}`),
        unreadLabels,
      };
    };
    const tagText = [word('DIOR EAU SAUV', 0, 400), word('89,95 €', 0, 450)];

    it('wins over what the bottle above it was read as, and its own print is not read again', () => {
      const shorter = [word('DIOR', 0, 0), word('SAUVAGE', 0, 50), ...tagText];
      expect(read(shorter, [barcodeTag()])).toEqual({ found: ['fra-231 (EAN)'], unreadLabels: 0 });
      const brandOnly = [word('DIOR', 0, 0), word('XYZABC', 0, 50), ...tagText];
      expect(read(brandOnly, [barcodeTag()])).toEqual({
        found: ['fra-231 (EAN)'],
        unreadLabels: 0,
      });
      const unread = [word('MONDSCHEIN', 0, 0), ...tagText];
      expect(read(unread, [barcodeTag()])).toEqual({ found: ['fra-231 (EAN)'], unreadLabels: 0 });
      // Without the barcode the same words give the bottle's guess and the tag's brand.
      expect(read(shorter, []).found).toEqual(['fra-31861']);
    });

    it('leaves a bottle of another brand above it, and bottles beside it, alone', () => {
      const words = [word('CREED', 0, 0), word('AVENTUS', 0, 50), ...tagText];
      expect(read(words, [barcodeTag()]).found).toEqual(['fra-231 (EAN)', 'fra-9828']);
      const beside = [word('DIOR', 2000, 0), word('SAUVAGE', 2000, 50), ...tagText];
      expect(read(beside, [barcodeTag()]).found).toEqual(['fra-231 (EAN)', 'fra-31861']);
    });
  });

  it('reads "PARFUM" on a line of its own as the concentration, not as part of a name', () => {
    const lines = catalogFromPerfumes(
      [
        buildRecord({ id: 'fra-430', name: 'Le Male', brand: 'Jean Paul Gaultier', votes: 900 }),
        buildRecord({ id: 'fra-431', name: 'Le Male Le Parfum', brand: 'Jean Paul Gaultier' }),
      ].map(unpricedPerfume),
    );
    const ids = (words: OcrWord[]) =>
      detectPerfumesInText(lines, words).map((detection) => detection.perfume?.id ?? null);
    expect(
      ids([word('JEAN PAUL GAULTIER', 0, 0), word('LE MALE', 0, 50), word('PARFUM', 0, 100)]),
    ).toEqual(['fra-430']);
    expect(ids([word('JEAN PAUL GAULTIER', 0, 0), word('LE MALE LE PARFUM', 0, 50)])).toEqual([
      'fra-431',
    ]);
  });
});
