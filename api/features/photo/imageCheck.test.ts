import { describe, expect, it } from 'vitest';
import {
  fakeWebp,
  heic,
  ihdr,
  jpeg,
  jpegSegment,
  jpegZipHtmlPolyglot,
  junk,
  png,
  pngBomb,
  pngChunk,
  pngSignatureWithGarbage,
  riffWebp,
  startOfFrame,
  vp8,
  vp8l,
  vp8x,
  webpChunk,
} from './hostileFiles';
import { checkImage, type ImageProblem } from './imageCheck';
import { renderBottlePhoto } from './testPhotos';

const photo = (format: 'jpeg' | 'png' | 'webp') =>
  new Uint8Array(
    renderBottlePhoto({ bottles: [['CREED', 'AVENTUS']], width: 200, height: 150, format }),
  );

function concat(...parts: (number[] | Uint8Array)[]) {
  return Uint8Array.from(parts.flatMap((part) => [...part]));
}

const refused = (problem: ImageProblem) => ({ ok: false, problem });

describe('checkImage', () => {
  it('accepts complete JPEG, PNG and WebP files by their content and reads their size', () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      expect(checkImage(photo(format))).toEqual({
        ok: true,
        type: format,
        width: 200,
        height: 150,
      });
    }
  });

  it('refuses files that end early', () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const bytes = photo(format);
      expect(checkImage(bytes.subarray(0, bytes.length - 10))).toEqual(refused('truncated'));
    }
  });

  it('accepts data after the JPEG end marker (some phones append it)', () => {
    expect(checkImage(concat(photo('jpeg'), [1, 2, 3, 4]))).toMatchObject({ ok: true });
  });

  it('does not take the end marker of an embedded thumbnail for the end of the photo', () => {
    const thumbnail = [0xff, 0xd8, 0xff, 0xd9];
    const app1 = [0xff, 0xe1, 0x00, thumbnail.length + 2, ...thumbnail];
    const scanHeader = [0xff, 0xda, 0x00, 0x02];
    const frame = startOfFrame(640, 480);
    expect(
      checkImage(concat([0xff, 0xd8], app1, frame, scanHeader, [0x12, 0x34, 0xff, 0x00])),
    ).toEqual(refused('truncated'));
    expect(
      checkImage(
        concat([0xff, 0xd8], app1, frame, scanHeader, [0x12, 0x34, 0xff, 0x00, 0xff, 0xd9]),
      ),
    ).toEqual({ ok: true, type: 'jpeg', width: 640, height: 480 });
  });

  it.each([
    [
      'a JPEG of 10,000 × 4,000 (the limits themselves)',
      jpeg(10_000, 4_000),
      'jpeg',
      10_000,
      4_000,
    ],
    [
      'a progressive JPEG (SOF2)',
      concat([0xff, 0xd8], startOfFrame(800, 600, 0xc2), [0xff, 0xda, 0, 2, 1, 0xff, 0xd9]),
      'jpeg',
      800,
      600,
    ],
    ['a PNG of 1 × 1', png({ width: 1, height: 1 }, 2), 'png', 1, 1],
    [
      'a palette PNG',
      png({ width: 300, height: 200, bitDepth: 4, colourType: 3 }),
      'png',
      300,
      200,
    ],
    ['a lossy WebP', riffWebp(vp8(640, 480)), 'webp', 640, 480],
    ['a lossless WebP', riffWebp(vp8l(1024, 768)), 'webp', 1024, 768],
    [
      'an extended WebP with metadata',
      riffWebp(vp8x(2000, 1500), webpChunk('EXIF', junk(7)), vp8(2000, 1500)),
      'webp',
      2000,
      1500,
    ],
  ])('reads the size of %s from its header', (_, bytes, type, width, height) => {
    expect(checkImage(bytes)).toEqual({ ok: true, type, width, height });
  });

  it.each([
    ['a PNG of 30,000 × 30,000 in about 110 KB (decompression bomb)', pngBomb()],
    ['a PNG with one side over 10,000 px', png({ width: 10_001, height: 10 })],
    ['a PNG over 40 megapixels', png({ width: 8_000, height: 5_001 })],
    ['a JPEG declaring 65,000 × 65,000 (JPEG bomb)', jpeg(65_000, 65_000)],
    ['a JPEG with one side over 10,000 px', jpeg(12_000, 100)],
    ['a lossy WebP of 16,383 × 16,383', riffWebp(vp8(16_383, 16_383))],
    ['a lossless WebP over 40 megapixels', riffWebp(vp8l(9_000, 9_000))],
    [
      'an extended WebP with a canvas of 16 million px per side',
      riffWebp(vp8x(16_000_000, 16_000_000), vp8(100, 100)),
    ],
    [
      'an extended WebP whose frame is larger than its canvas',
      riffWebp(vp8x(100, 100), vp8l(16_000, 16_000)),
    ],
  ])('refuses %s before anything decodes it', (_, bytes) => {
    expect(checkImage(bytes)).toEqual(refused('too_many_pixels'));
  });

  it.each([
    ['RIFF…WEBP followed by junk (the 60 bytes that ended the server)', fakeWebp()],
    [
      'a WebP whose size field is odd',
      concat(fakeWebp().subarray(0, 4), [51, 0, 0, 0], fakeWebp().subarray(8, 59)),
    ],
    [
      'a WebP whose first chunk is no image header',
      riffWebp(webpChunk('EXIF', junk(8)), vp8(10, 10)),
    ],
    [
      'a WebP whose chunk claims more bytes than the file holds',
      riffWebp(Buffer.concat([Buffer.from('VP8 '), Buffer.from([0xff, 0xff, 0, 0]), junk(10)])),
    ],
    ['a lossy WebP without the start code', riffWebp(webpChunk('VP8 ', junk(10)))],
    ['a lossy WebP of 0 × 0', riffWebp(vp8(0, 0))],
    ['a lossless WebP with a wrong signature', riffWebp(webpChunk('VP8L', junk(5)))],
    [
      'an extended WebP without an image chunk',
      riffWebp(vp8x(100, 100), webpChunk('XMP ', junk(6))),
    ],
    ['a PNG signature followed by garbage', pngSignatureWithGarbage()],
    [
      'a PNG whose first chunk is not IHDR',
      concat(
        pngSignatureWithGarbage().subarray(0, 8),
        pngChunk('IDAT', junk(13)),
        pngChunk('IEND'),
      ),
    ],
    [
      'a PNG whose IHDR checksum is wrong',
      concat(
        png({ width: 10, height: 10 }).subarray(0, 29),
        [0, 0, 0, 0],
        png({ width: 10, height: 10 }).subarray(33),
      ),
    ],
    ['a PNG of 0 × 0', png({ width: 0, height: 0 })],
    ['a PNG with an impossible bit depth', png({ width: 10, height: 10, bitDepth: 3 })],
    [
      'a PNG with a width over 2³¹',
      concat(
        pngSignatureWithGarbage().subarray(0, 8),
        ihdr({ width: 0x80000000, height: 1 }),
        pngChunk('IEND'),
      ),
    ],
    ['a JPEG of 0 × 0', jpeg(0, 0)],
    ['a JPEG header followed by a ZIP and HTML (polyglot)', jpegZipHtmlPolyglot()],
    [
      'a JPEG whose scan comes before any frame header',
      concat([0xff, 0xd8], [0xff, 0xda, 0, 2, 1, 0xff, 0xd9]),
    ],
    [
      'a JPEG with a segment length below 2',
      concat([0xff, 0xd8], [0xff, 0xe0, 0, 1], startOfFrame(10, 10)),
    ],
    [
      'a JPEG with two frame headers',
      concat(
        [0xff, 0xd8],
        startOfFrame(10, 10),
        startOfFrame(20, 20),
        [0xff, 0xda, 0, 2, 1, 0xff, 0xd9],
      ),
    ],
    [
      'a JPEG frame header with no components',
      concat(
        [0xff, 0xd8],
        jpegSegment(0xc0, Buffer.from([8, 0, 10, 0, 10, 0])),
        [0xff, 0xda, 0, 2, 1, 0xff, 0xd9],
      ),
    ],
  ])('refuses %s as broken', (_, bytes) => {
    expect(checkImage(bytes)).toEqual(refused('broken'));
  });

  it.each([
    ['a JPEG that ends inside its headers', jpeg(100, 100).subarray(0, 30)],
    ['a JPEG without an end marker', jpeg(100, 100).subarray(0, -2)],
    ['a PNG that stops after its IHDR', png({ width: 10, height: 10 }).subarray(0, 40)],
    ['a PNG shorter than its header', png({ width: 10, height: 10 }).subarray(0, 20)],
    ['a WebP that is shorter than its RIFF size says', riffWebp(vp8(10, 10)).subarray(0, 25)],
  ])('refuses %s as truncated', (_, bytes) => {
    expect(checkImage(bytes)).toEqual(refused('truncated'));
  });

  it('recognises HEIC photos by their ftyp brand', () => {
    for (const brand of ['heic', 'heix', 'mif1']) {
      const bytes = concat(
        [0, 0, 0, 24],
        new TextEncoder().encode(`ftyp${brand}`),
        new Uint8Array(12),
      );
      expect(checkImage(bytes)).toEqual(refused('heic'));
    }
    expect(checkImage(heic())).toEqual(refused('heic'));
  });

  it('refuses anything else as not an image', () => {
    expect(checkImage(new TextEncoder().encode('GIF89a nicht unterstützt'))).toEqual(
      refused('not_image'),
    );
    expect(checkImage(new Uint8Array(0))).toEqual(refused('not_image'));
    expect(checkImage(new TextEncoder().encode('kein Bild, nur Text'))).toEqual(
      refused('not_image'),
    );
  });

  it('never throws, whatever bytes arrive (mutated and cut-off photos, random headers)', () => {
    const seeds = [photo('jpeg'), photo('png'), photo('webp'), fakeWebp(), jpeg(10, 10)];
    let state = 1;
    const next = (limit: number) => {
      state = (state * 1103515245 + 12345) >>> 0;
      return state % limit;
    };
    for (let round = 0; round < 3000; round++) {
      const seed = seeds[round % seeds.length]!;
      const bytes = Uint8Array.from(seed.subarray(0, 1 + next(Math.min(seed.length, 400))));
      for (let flips = next(8); flips >= 0; flips--) bytes[next(bytes.length)] = next(256);
      const result = checkImage(bytes);
      if (result.ok) {
        expect(result.width * result.height).toBeLessThanOrEqual(40_000_000);
        expect(Math.min(result.width, result.height)).toBeGreaterThan(0);
      }
    }
  });
});
