// Hostile uploads for the image check's tables and the upload abuse suite, built byte by
// byte in the test: fake and broken headers, decompression bombs that declare huge
// dimensions in a small file, polyglots, and a minimal well-formed file of each format.
import { crc32, deflateSync } from 'node:zlib';

const text = (value: string) => Buffer.from(value, 'latin1');

function u32be(value: number) {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value >>> 0);
  return bytes;
}

function u32le(value: number) {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value >>> 0);
  return bytes;
}

/** Deterministic bytes that look random, so tests do not depend on chance. */
export function junk(length: number, seed = 7): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

// PNG ------------------------------------------------------------------------------------

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngChunk(type: string, data: Uint8Array = Buffer.alloc(0)): Buffer {
  const body = Buffer.concat([text(type), data]);
  return Buffer.concat([u32be(data.length), body, u32be(crc32(body))]);
}

export interface PngHeader {
  width: number;
  height: number;
  bitDepth?: number;
  colourType?: number;
}

export function ihdr({ width, height, bitDepth = 8, colourType = 0 }: PngHeader): Buffer {
  return pngChunk(
    'IHDR',
    Buffer.concat([u32be(width), u32be(height), Buffer.from([bitDepth, colourType, 0, 0, 0])]),
  );
}

/** A PNG of the given header whose image data is a deflated `rawBytes` of zeros. */
export function png(header: PngHeader, rawBytes = 0): Buffer {
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(rawBytes), { level: 9 })),
    pngChunk('IEND'),
  ]);
}

/**
 * A real decompression bomb: 30,000 × 30,000 one-bit grey pixels, every scanline present,
 * about 110 KB on disk and 112 MB (900 MB as 8-bit pixels) once inflated.
 */
export function pngBomb(): Buffer {
  const side = 30_000;
  return png({ width: side, height: side, bitDepth: 1 }, side * (1 + side / 8));
}

export function pngSignatureWithGarbage(): Buffer {
  return Buffer.concat([PNG_SIGNATURE, junk(52)]);
}

// JPEG -----------------------------------------------------------------------------------

const SOI = Buffer.from([0xff, 0xd8]);
const EOI = Buffer.from([0xff, 0xd9]);
const JFIF_APP0 = Buffer.concat([
  Buffer.from([0xff, 0xe0, 0x00, 0x10]),
  text('JFIF\0'),
  Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0]),
]);

export function jpegSegment(marker: number, payload: Uint8Array): Buffer {
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  return Buffer.concat([Buffer.from([0xff, marker]), length, payload]);
}

/** SOF0 of a three-component 8-bit frame. */
export function startOfFrame(width: number, height: number, marker = 0xc0): Buffer {
  const payload = Buffer.alloc(6 + 3 * 3);
  payload[0] = 8;
  payload.writeUInt16BE(height, 1);
  payload.writeUInt16BE(width, 3);
  payload[5] = 3;
  for (let i = 0; i < 3; i++) payload.set([i + 1, 0x11, 0], 6 + i * 3);
  return jpegSegment(marker, payload);
}

const START_OF_SCAN = jpegSegment(0xda, Buffer.from([3, 1, 0, 2, 0x11, 3, 0x11, 0, 63, 0]));

/** Headers, a scan of a few bytes and the end marker: what the check reads of a JPEG. */
export function jpeg(width: number, height: number): Buffer {
  return Buffer.concat([
    SOI,
    JFIF_APP0,
    startOfFrame(width, height),
    START_OF_SCAN,
    Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56]),
    EOI,
  ]);
}

/** A JPEG header followed by a ZIP archive and an HTML page: a file that is all three. */
export function jpegZipHtmlPolyglot(): Buffer {
  return Buffer.concat([
    SOI,
    JFIF_APP0,
    text('PK\x03\x04\x14\0\0\0\0\0'),
    junk(20),
    text('<html><script>alert(1)</script></html>'),
  ]);
}

// WebP -----------------------------------------------------------------------------------

export function riffWebp(...chunks: Buffer[]): Buffer {
  const body = Buffer.concat([text('WEBP'), ...chunks]);
  return Buffer.concat([text('RIFF'), u32le(body.length), body]);
}

export function webpChunk(fourcc: string, data: Uint8Array): Buffer {
  const padding = Buffer.alloc(data.length % 2);
  return Buffer.concat([text(fourcc), u32le(data.length), data, padding]);
}

/** A lossy key-frame header of the given size (the compressed data after it is not read). */
export function vp8(width: number, height: number): Buffer {
  const data = Buffer.alloc(10);
  data.set([0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a]);
  data.writeUInt16LE(width, 6);
  data.writeUInt16LE(height, 8);
  return webpChunk('VP8 ', data);
}

export function vp8l(width: number, height: number): Buffer {
  const data = Buffer.alloc(5);
  data[0] = 0x2f;
  data.writeUInt32LE(((width - 1) | ((height - 1) << 14)) >>> 0, 1);
  return webpChunk('VP8L', data);
}

export function vp8x(canvasWidth: number, canvasHeight: number): Buffer {
  const data = Buffer.alloc(10);
  data.writeUIntLE(canvasWidth - 1, 4, 3);
  data.writeUIntLE(canvasHeight - 1, 7, 3);
  return webpChunk('VP8X', data);
}

/** The 60 bytes of the issue: a RIFF/WEBP header with a correct size and junk after it. */
export function fakeWebp(): Buffer {
  return Buffer.concat([text('RIFF'), u32le(52), text('WEBP'), junk(48)]);
}

// Others ---------------------------------------------------------------------------------

export function heic(): Buffer {
  return Buffer.concat([u32be(24), text('ftypheic'), u32be(0), text('mif1heic'), junk(40)]);
}
