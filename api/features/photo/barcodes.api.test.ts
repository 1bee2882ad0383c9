import { afterAll, describe, expect, it } from 'vitest';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { renderShelfPhoto } from './barcodePhotos';
import { BarcodeReadError, createBarcodeReader } from './barcodes';

const reader = createBarcodeReader();
afterAll(() => reader.close());

const SAUVAGE = '3348901250146';
const AVENTUS = '3508441001114';
const texts = (found: readonly { text: string }[]) => found.map((barcode) => barcode.text).sort();

describe('createBarcodeReader', () => {
  it('reads the EAN-13 on every shelf tag of a JPEG, PNG and WebP photo, where it is', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const photo = renderShelfPhoto({
        format,
        bottles: [
          { label: ['DIOR', 'SAUVAGE'], tag: { lines: ['DIOR SAUVAGE'], ean: SAUVAGE } },
          { label: ['CREED', 'AVENTUS'], tag: { lines: ['CREED AVENTUS'], ean: AVENTUS } },
        ],
      });
      const found = await reader.read(photo);
      expect(texts(found)).toEqual([SAUVAGE, AVENTUS].sort());
      const sauvage = found.find((barcode) => barcode.text === SAUVAGE)!;
      // The left half of the 1600 px photo, on the tag below the bottle.
      expect(sauvage.box.x1).toBeLessThan(800);
      expect(sauvage.box.y0).toBeGreaterThan(600);
      expect(sauvage.format).toBe('EAN13');
    }
  });

  it('reads a tilted tag, a photo taken sideways and a small barcode in a 12 MP photo', async () => {
    const tilted = renderShelfPhoto({ bottles: [{ label: [], tag: { ean: AVENTUS, angle: 14 } }] });
    expect(texts(await reader.read(tilted))).toEqual([AVENTUS]);
    const sideways = renderShelfPhoto({
      turns: 1,
      bottles: [{ label: [], tag: { ean: SAUVAGE } }],
    });
    expect(texts(await reader.read(sideways))).toEqual([SAUVAGE]);
    const large = renderShelfPhoto({
      width: 4000,
      height: 3000,
      module: 3,
      bottles: [{ label: ['CREED'], tag: { ean: AVENTUS } }, { label: ['DIOR'] }, { label: [] }],
    });
    expect(texts(await reader.read(large))).toEqual([AVENTUS]);
  });

  it('finds nothing on a photo without barcode, and no half-read symbol', async () => {
    expect(
      await reader.read(renderShelfPhoto({ bottles: [{ label: ['CREED', 'AVENTUS'] }] })),
    ).toEqual([]);
    // The right half of the bars painted over: no number may be guessed from the rest.
    const photo = renderShelfPhoto({
      format: 'png',
      bottles: [{ label: [], tag: { ean: SAUVAGE } }],
    });
    const canvas = createCanvas(1600, 1200);
    const context = canvas.getContext('2d');
    context.drawImage(await loadImage(photo), 0, 0);
    context.fillStyle = '#ffffff';
    context.fillRect(800, 0, 800, 1200);
    expect(await reader.read(canvas.toBuffer('image/png'))).toEqual([]);
  });

  it('rejects bytes that are no image, and reads the next photo with a fresh worker', async () => {
    await expect(reader.read(Buffer.from('kein Bild'))).rejects.toBeInstanceOf(BarcodeReadError);
    const photo = renderShelfPhoto({ bottles: [{ label: [], tag: { ean: SAUVAGE } }] });
    expect(texts(await reader.read(photo))).toEqual([SAUVAGE]);
  });

  it('stops at the time limit (the worker is terminated) and reads the next photo', async () => {
    const large = renderShelfPhoto({
      width: 4000,
      height: 3000,
      bottles: [{ label: [], tag: { ean: AVENTUS } }],
    });
    const controller = new AbortController();
    const reading = reader.read(large, controller.signal);
    setTimeout(() => controller.abort(new Error('Zeit abgelaufen')), 50);
    await expect(reading).rejects.toThrow('Zeit abgelaufen');
    const photo = renderShelfPhoto({ bottles: [{ label: [], tag: { ean: SAUVAGE } }] });
    expect(texts(await reader.read(photo))).toEqual([SAUVAGE]);
  });

  it('refuses to read after close, and an aborted signal before the read costs nothing', async () => {
    const own = createBarcodeReader();
    const controller = new AbortController();
    controller.abort(new Error('vorbei'));
    await expect(own.read(Buffer.from('x'), controller.signal)).rejects.toThrow('vorbei');
    await own.close();
    await expect(own.read(Buffer.from('x'))).rejects.toBeInstanceOf(BarcodeReadError);
  });
});
