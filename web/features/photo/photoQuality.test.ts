import { describe, expect, it } from 'vitest';
import {
  DARK_MEAN,
  hintsAfterAnalysis,
  hintsAfterReading,
  hintsBeforeUpload,
  measurePixels,
  SOFT_EDGES,
  type PhotoMeasure,
} from './photoQuality';

const SIZE = 64;

/** An RGBA image from a grey value per pixel. */
function image(grey: (x: number, y: number) => number): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(SIZE * SIZE * 4);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const at = (y * SIZE + x) * 4;
      rgba.fill(grey(x, y), at, at + 3);
      rgba[at + 3] = 255;
    }
  }
  return rgba;
}

const fine: PhotoMeasure = { width: 3000, height: 2000, brightness: 150, edges: 200 };

describe('measurePixels', () => {
  it('gives the mean brightness', () => {
    expect(
      measurePixels(
        image(() => 40),
        SIZE,
        SIZE,
      ).brightness,
    ).toBeCloseTo(40, 0);
    expect(
      measurePixels(
        image((x) => (x < 32 ? 0 : 200)),
        SIZE,
        SIZE,
      ).brightness,
    ).toBeCloseTo(100, 0);
  });

  it('finds sharp edges on crisp print and none on a soft ramp or a plain wall', () => {
    const crisp = image((x) => (x % 16 < 8 ? 30 : 230));
    // The same bars smeared into a smooth wave, as a shaken photo shows them.
    const soft = image((x) => 130 + 100 * Math.sin((2 * Math.PI * x) / 16));
    expect(measurePixels(crisp, SIZE, SIZE).edges).toBeGreaterThan(SOFT_EDGES);
    expect(measurePixels(soft, SIZE, SIZE).edges).toBeLessThan(SOFT_EDGES);
    expect(
      measurePixels(
        image(() => 180),
        SIZE,
        SIZE,
      ).edges,
    ).toBe(0);
  });

  it('measures crisp print as sharp even when most of the photo is plain', () => {
    // Two thin lines on a plain wall, as a shelf photo with a few small labels.
    const sparse = image((x) => (x === 20 || x === 50 ? 20 : 220));
    expect(measurePixels(sparse, SIZE, SIZE).edges).toBeGreaterThan(SOFT_EDGES);
  });
});

describe('photo hints', () => {
  it('says nothing about a fine photo, before or after the analysis', () => {
    expect(hintsBeforeUpload(fine)).toEqual([]);
    expect(hintsAfterAnalysis(fine)).toEqual([]);
  });

  it('names a small photo with its size and a dark one before the upload', () => {
    const hints = hintsBeforeUpload({
      ...fine,
      width: 640,
      height: 480,
      brightness: DARK_MEAN - 1,
    });
    expect(hints.map((hint) => hint.kind)).toEqual(['small', 'dark']);
    expect(hints[0]!.text).toBe(
      'Das Foto ist klein (640 × 480 Pixel), die Etiketten werden darauf kaum lesbar. Geh näher an das Regal heran oder fotografiere mit voller Auflösung.',
    );
    expect(hints[1]!.text).toMatch(/^Das Foto ist sehr dunkel\./);
  });

  it('calls a photo with hardly an edge plain, not soft', () => {
    expect(hintsAfterAnalysis({ ...fine, edges: 0 }).map((hint) => hint.kind)).toEqual(['plain']);
  });

  it('names soft edges only after the analysis', () => {
    const soft = { ...fine, edges: SOFT_EDGES - 1 };
    expect(hintsBeforeUpload(soft)).toEqual([]);
    expect(hintsAfterAnalysis(soft).map((hint) => hint.kind)).toEqual(['soft']);
    expect(hintsAfterAnalysis(soft)[0]!.text).toMatch(/^Das Foto wirkt unscharf\./);
  });

  it('gives the hints after an analysis only when it read little and the photo was measured', () => {
    const soft = { ...fine, edges: SOFT_EDGES - 1 };
    const kinds = (hints: { kind: string }[]) => hints.map((hint) => hint.kind);
    expect(kinds(hintsAfterReading(soft, 0, 0))).toEqual(['soft']);
    expect(kinds(hintsAfterReading(soft, 2, 1))).toEqual(['soft']);
    expect(hintsAfterReading(soft, 2, 0)).toEqual([]);
    expect(hintsAfterReading(null, 0, 3)).toEqual([]);
  });
});
