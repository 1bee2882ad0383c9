import { describe, expect, it } from 'vitest';
import { buildRecord } from '../../../tests/fixtures/perfumes';
import { unpricedPerfume } from '../../contract/perfume';
import { catalogFromPerfumes } from '../perfumes/memoryCatalog';
import { barcodeDetection, type BarcodeFind, knownObject } from './barcodeFinds';
import type { OcrWord } from './ocr';
import { readPhotoText } from './ocrMatch';

const sauvage = unpricedPerfume(
  buildRecord({ id: 'fra-31861', name: 'Sauvage', brand: 'Christian Dior' }),
);

function word(text: string, x0: number, y0: number, x1: number, y1: number): OcrWord {
  return { text, confidence: 90, box: { x0, y0, x1, y1 } };
}

describe('knownObject', () => {
  // A tag at x 1000–1300: bars 285 px wide at y 820–970, its text just above.
  const find: BarcodeFind = {
    perfume: sauvage,
    barcode: '3348901250146',
    box: { x0: 1057, y0: 820, x1: 1342, y1: 970 },
  };
  const catalog = catalogFromPerfumes([sauvage]);
  const read = (words: OcrWord[], finds: BarcodeFind[]) =>
    readPhotoText(catalog, words, { known: finds.map(knownObject) }).detections.map(
      (detection) => `${detection.brand}: ${detection.name}${detection.barcode ? ' (EAN)' : ''}`,
    );
  const tagText = [
    word('CHRISTIAN DIOR', 1030, 690, 1260, 720),
    word('89,95 €', 1030, 760, 1130, 790),
  ];
  const bottle = word('CREED AVENTUS', 200, 180, 560, 330);

  it('reaches one symbol length around the bars: the tag print is the object, not a brand', () => {
    expect(knownObject(find).region).toEqual({ x0: 772, y0: 535, x1: 1627, y1: 1255 });
    expect(read([...tagText, bottle], [find])).toEqual(['Christian Dior: Sauvage (EAN)']);
    expect(read([...tagText, bottle], [])).toEqual(['Christian Dior: ']);
  });

  it('reaches as far around a barcode turned sideways', () => {
    const sideways: BarcodeFind = { ...find, box: { x0: 380, y0: 640, x1: 450, y1: 950 } };
    const beside = word('DIOR', 200, 700, 330, 740);
    expect(read([beside], [sideways])).toEqual(['Christian Dior: Sauvage (EAN)']);
  });
});

describe('barcodeDetection', () => {
  it('reports the perfume itself, certain, with the number read', () => {
    expect(
      barcodeDetection({
        perfume: sauvage,
        barcode: '3348901250146',
        box: { x0: 0, y0: 0, x1: 1, y1: 1 },
      }),
    ).toEqual({
      perfume: sauvage,
      name: 'Sauvage',
      brand: 'Christian Dior',
      concentration: null,
      confidence: 1,
      barcode: '3348901250146',
    });
  });
});
