import { describe, expect, it } from 'vitest';
import { checkImage } from './imageCheck';
import { renderBottlePhoto } from './testPhotos';

const photo = (format: 'jpeg' | 'png' | 'webp') =>
  new Uint8Array(
    renderBottlePhoto({ bottles: [['CREED', 'AVENTUS']], width: 200, height: 150, format }),
  );

function concat(...parts: (number[] | Uint8Array)[]) {
  return Uint8Array.from(parts.flatMap((part) => [...part]));
}

describe('checkImage', () => {
  it('accepts complete JPEG, PNG and WebP files by their content', () => {
    expect(checkImage(photo('jpeg'))).toEqual({ ok: true, type: 'jpeg' });
    expect(checkImage(photo('png'))).toEqual({ ok: true, type: 'png' });
    expect(checkImage(photo('webp'))).toEqual({ ok: true, type: 'webp' });
  });

  it('refuses files that end early', () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const bytes = photo(format);
      expect(checkImage(bytes.subarray(0, bytes.length - 10))).toEqual({
        ok: false,
        problem: 'truncated',
      });
    }
  });

  it('accepts data after the JPEG end marker (some phones append it)', () => {
    expect(checkImage(concat(photo('jpeg'), [1, 2, 3, 4]))).toEqual({ ok: true, type: 'jpeg' });
  });

  it('does not take the end marker of an embedded thumbnail for the end of the photo', () => {
    const thumbnail = [0xff, 0xd8, 0xff, 0xd9];
    const app1 = [0xff, 0xe1, 0x00, thumbnail.length + 2, ...thumbnail];
    const scanHeader = [0xff, 0xda, 0x00, 0x02];
    expect(checkImage(concat([0xff, 0xd8], app1, scanHeader, [0x12, 0x34, 0xff, 0x00]))).toEqual({
      ok: false,
      problem: 'truncated',
    });
    expect(
      checkImage(concat([0xff, 0xd8], app1, scanHeader, [0x12, 0x34, 0xff, 0x00, 0xff, 0xd9])),
    ).toEqual({ ok: true, type: 'jpeg' });
  });

  it('recognises HEIC photos by their ftyp brand', () => {
    for (const brand of ['heic', 'heix', 'mif1']) {
      const bytes = concat(
        [0, 0, 0, 24],
        new TextEncoder().encode(`ftyp${brand}`),
        new Uint8Array(12),
      );
      expect(checkImage(bytes)).toEqual({ ok: false, problem: 'heic' });
    }
  });

  it('refuses anything else as not an image', () => {
    expect(checkImage(new TextEncoder().encode('GIF89a nicht unterstützt'))).toEqual({
      ok: false,
      problem: 'not_image',
    });
    expect(checkImage(new Uint8Array(0))).toEqual({ ok: false, problem: 'not_image' });
  });
});
