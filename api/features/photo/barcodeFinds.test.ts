import { describe, expect, it } from 'vitest';
import { buildRecord } from '../../../tests/fixtures/perfumes';
import { unpricedPerfume } from '../../contract/perfume';
import { barcodeDetection, type BarcodeFind, wordsBesideFinds } from './barcodeFinds';
import type { OcrWord } from './ocr';

const sauvage = unpricedPerfume(
  buildRecord({ id: 'fra-31861', name: 'Sauvage', brand: 'Christian Dior' }),
);

function word(text: string, x0: number, y0: number, x1: number, y1: number): OcrWord {
  return { text, confidence: 90, box: { x0, y0, x1, y1 } };
}

describe('wordsBesideFinds', () => {
  // A tag at x 1000–1300: bars 285 px wide at y 820–970, its text just above.
  const find: BarcodeFind = {
    perfume: sauvage,
    barcode: '3348901250146',
    box: { x0: 1057, y0: 820, x1: 1342, y1: 970 },
  };
  const tagText = [
    word('CHRISTIAN DIOR', 1030, 690, 1260, 720),
    word('89,95 €', 1030, 760, 1130, 790),
  ];
  const bottle = word('CREED AVENTUS', 200, 180, 560, 330);
  const bottleAboveTag = word('DIOR', 1100, 150, 1250, 200);

  it('takes out the print around the barcode and keeps the rest of the photo', () => {
    expect(wordsBesideFinds([...tagText, bottle, bottleAboveTag], [find])).toEqual([
      bottle,
      bottleAboveTag,
    ]);
  });

  it('reaches as far around a barcode turned sideways', () => {
    const sideways: BarcodeFind = { ...find, box: { x0: 380, y0: 640, x1: 450, y1: 950 } };
    const beside = word('SAUVAGE', 200, 700, 330, 740);
    expect(wordsBesideFinds([beside, bottle], [sideways])).toEqual([bottle]);
  });

  it('keeps every word when no barcode named an offer', () => {
    expect(wordsBesideFinds([...tagText, bottle], [])).toEqual([...tagText, bottle]);
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
