// Checks an upload by its content, never by file name or declared type, before anything
// decodes it: JPEG, PNG and WebP by their magic bytes, their dimensions read from the
// header (so a decompression bomb is refused while it is still a few kilobytes), HEIC
// recognised to ask for a converted photo, and broken or truncated files refused.
import { crc32 } from 'node:zlib';

export type ImageType = 'jpeg' | 'png' | 'webp';
export type ImageProblem = 'heic' | 'not_image' | 'truncated' | 'broken' | 'too_many_pixels';
export type ImageCheck =
  | { ok: true; type: ImageType; width: number; height: number }
  | { ok: false; problem: ImageProblem };

export const IMAGE_MIME: Record<ImageType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** Larger photos cost the OCR seconds and hundreds of megabytes; phones take about 12–50 MP. */
export const MAX_IMAGE_SIDE_PX = 10_000;
export const MAX_IMAGE_PIXELS = 40_000_000;

/** ISO-BMFF major brands of HEIF/HEIC photos (iPhone default, image sequences, HEVC). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

type Header = { width: number; height: number } | ImageProblem;

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));
const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32le = (b: Uint8Array, at: number) => (u24le(b, at) | (b[at + 3]! << 24)) >>> 0;

export function checkImage(bytes: Uint8Array): ImageCheck {
  const found = detect(bytes);
  if (!found) {
    const heic = ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12));
    return { ok: false, problem: heic ? 'heic' : 'not_image' };
  }
  const header = found.read(bytes);
  if (typeof header === 'string') return { ok: false, problem: header };
  const { width, height } = header;
  if (width < 1 || height < 1) return { ok: false, problem: 'broken' };
  if (
    width > MAX_IMAGE_SIDE_PX ||
    height > MAX_IMAGE_SIDE_PX ||
    width * height > MAX_IMAGE_PIXELS
  ) {
    return { ok: false, problem: 'too_many_pixels' };
  }
  return { ok: true, type: found.type, width, height };
}

function detect(bytes: Uint8Array): { type: ImageType; read: (b: Uint8Array) => Header } | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { type: 'jpeg', read: jpegHeader };
  }
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return { type: 'png', read: pngHeader };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return { type: 'webp', read: webpHeader };
  }
  return null;
}

/** Start-of-frame markers C0–CF, except DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * Walks the segments before the first scan by their lengths (so the end marker of an
 * embedded EXIF thumbnail does not count) and takes the size from the start-of-frame.
 * The photo is complete when an end-of-image marker (FF D9) follows the scan: inside the
 * compressed data FF is always escaped (FF 00) or a restart marker, so any FF D9 there is
 * the real end. Data after the end marker (some phones append extra data) is accepted.
 */
function jpegHeader(bytes: Uint8Array): Header {
  let size: { width: number; height: number } | null = null;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return 'broken';
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    if (marker === 0xd8 || marker === 0xd9 || marker === 0x00) return 'broken';
    const length = u16be(bytes, offset + 2);
    if (length < 2) return 'broken';
    if (isStartOfFrame(marker)) {
      if (size) return 'broken'; // a second frame header: not a baseline photo
      if (offset + 2 + length > bytes.length) return 'truncated';
      const components = bytes[offset + 9];
      if (length < 8 || components === undefined || components < 1 || components > 4) {
        return 'broken';
      }
      // A height of 0 is announced later in a DNL segment, which no camera writes.
      size = { height: u16be(bytes, offset + 5), width: u16be(bytes, offset + 7) };
    }
    if (marker === 0xda) {
      if (!size) return 'broken';
      for (let i = offset + 2 + length; i + 1 < bytes.length; i++) {
        if (bytes[i] === 0xff && bytes[i + 1] === 0xd9) return size;
      }
      return 'truncated';
    }
    offset += 2 + length;
  }
  return 'truncated';
}

const PNG_BIT_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16], // greyscale
  2: [8, 16], // truecolour
  3: [1, 2, 4, 8], // palette
  4: [8, 16], // greyscale with alpha
  6: [8, 16], // truecolour with alpha
};

/**
 * The first chunk must be a well-formed IHDR (its CRC included, so garbage after the
 * signature is told from a real header); the photo is complete when its chunks, followed
 * by their lengths, reach IEND.
 */
function pngHeader(bytes: Uint8Array): Header {
  if (bytes.length < 8 + 25) return 'truncated';
  if (u32be(bytes, 8) !== 13 || ascii(bytes, 12, 16) !== 'IHDR') return 'broken';
  if (crc32(bytes.subarray(12, 29)) !== u32be(bytes, 29)) return 'broken';
  const width = u32be(bytes, 16);
  const height = u32be(bytes, 20);
  const [depth, colour, compression, filter, interlace] = bytes.subarray(24, 29);
  if (
    width > 0x7fffffff ||
    height > 0x7fffffff ||
    !PNG_BIT_DEPTHS[colour!]?.includes(depth!) ||
    compression !== 0 ||
    filter !== 0 ||
    interlace! > 1
  ) {
    return 'broken';
  }
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const end = offset + 12 + u32be(bytes, offset);
    if (end > bytes.length) return 'truncated';
    if (ascii(bytes, offset + 4, offset + 8) === 'IEND') return { width, height };
    offset = end;
  }
  return 'truncated';
}

/**
 * RIFF container: the declared size must be present, every chunk must fit in it, and an
 * image chunk must say how large the picture is — VP8 (lossy) and VP8L (lossless) carry
 * it themselves, VP8X (extended: alpha, metadata, animation) declares the canvas.
 */
function webpHeader(bytes: Uint8Array): Header {
  const riffSize = u32le(bytes, 4);
  if (riffSize < 4 + 8 || riffSize % 2 !== 0) return 'broken';
  if (riffSize + 8 > bytes.length) return 'truncated';
  const end = riffSize + 8;
  let canvas: { width: number; height: number } | null = null;
  let offset = 12;
  while (offset + 8 <= end) {
    const fourcc = ascii(bytes, offset, offset + 4);
    const size = u32le(bytes, offset + 4);
    const data = offset + 8;
    if (data + size > end) return 'broken';
    if (fourcc === 'VP8X') {
      if (offset !== 12 || size < 10) return 'broken';
      canvas = { width: u24le(bytes, data + 4) + 1, height: u24le(bytes, data + 7) + 1 };
    } else if (fourcc === 'VP8 ' || fourcc === 'VP8L' || fourcc === 'ANMF') {
      if (fourcc === 'ANMF') return canvas ?? 'broken';
      const frame = fourcc === 'VP8 ' ? vp8Size(bytes, data, size) : vp8lSize(bytes, data, size);
      if (!frame) return 'broken';
      // A frame larger than the declared canvas is decoded at its own size.
      if (!canvas) return frame;
      return {
        width: Math.max(canvas.width, frame.width),
        height: Math.max(canvas.height, frame.height),
      };
    } else if (!/^[A-Z0-9 ]{4}$/.test(fourcc) || offset === 12) {
      return 'broken'; // junk where a chunk should be, or a file that starts with no header
    }
    offset = data + size + (size % 2);
  }
  return 'broken';
}

/** Lossy key frame: 3-byte frame tag, start code 9D 01 2A, then 14-bit width and height. */
function vp8Size(bytes: Uint8Array, at: number, size: number) {
  if (size < 10 || (bytes[at]! & 1) !== 0) return null; // bit 0 set: not a key frame
  if (bytes[at + 3] !== 0x9d || bytes[at + 4] !== 0x01 || bytes[at + 5] !== 0x2a) return null;
  return { width: u16le(bytes, at + 6) & 0x3fff, height: u16le(bytes, at + 8) & 0x3fff };
}

/** Lossless: signature 2F, then width − 1 and height − 1 in 14 bits each, version 0. */
function vp8lSize(bytes: Uint8Array, at: number, size: number) {
  if (size < 5 || bytes[at] !== 0x2f) return null;
  const bits = u32le(bytes, at + 1);
  if (bits >>> 29 !== 0) return null;
  return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
}

const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
