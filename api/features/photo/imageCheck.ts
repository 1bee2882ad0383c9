// Checks an upload by its content, never by file name or declared type: JPEG, PNG and
// WebP by their magic bytes, HEIC recognised to ask for a converted photo, and files that
// end early (an interrupted upload) refused before any analysis sees them.

export type ImageType = 'jpeg' | 'png' | 'webp';
export type ImageProblem = 'heic' | 'not_image' | 'truncated';
export type ImageCheck = { ok: true; type: ImageType } | { ok: false; problem: ImageProblem };

export const IMAGE_MIME: Record<ImageType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** ISO-BMFF major brands of HEIF/HEIC photos (iPhone default, image sequences, HEVC). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

export function checkImage(bytes: Uint8Array): ImageCheck {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return jpegComplete(bytes) ? { ok: true, type: 'jpeg' } : { ok: false, problem: 'truncated' };
  }
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') {
    return pngComplete(bytes) ? { ok: true, type: 'png' } : { ok: false, problem: 'truncated' };
  }
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    const size = (bytes[4]! | (bytes[5]! << 8) | (bytes[6]! << 16) | (bytes[7]! << 24)) >>> 0;
    return size + 8 <= bytes.length
      ? { ok: true, type: 'webp' }
      : { ok: false, problem: 'truncated' };
  }
  if (ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12))) {
    return { ok: false, problem: 'heic' };
  }
  return { ok: false, problem: 'not_image' };
}

/**
 * A JPEG is complete when an end-of-image marker (FF D9) follows its first start-of-scan.
 * The segments before the scan are skipped by their lengths, so the end marker of an
 * embedded EXIF thumbnail does not count; data after the end marker (some phones append
 * extra data) is accepted. Inside the compressed data FF is always escaped (FF 00) or a
 * restart marker, so any FF D9 there is the real end.
 */
function jpegComplete(bytes: Uint8Array): boolean {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return false;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return false; // end before any image data
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    const length = (bytes[offset + 2]! << 8) | bytes[offset + 3]!;
    if (marker === 0xda) {
      for (let i = offset + 2 + length; i + 1 < bytes.length; i++) {
        if (bytes[i] === 0xff && bytes[i + 1] === 0xd9) return true;
      }
      return false;
    }
    offset += 2 + length;
  }
  return false;
}

/** A PNG is complete when its chunks, followed by their lengths, reach the IEND chunk. */
function pngComplete(bytes: Uint8Array): boolean {
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length =
      ((bytes[offset]! << 24) |
        (bytes[offset + 1]! << 16) |
        (bytes[offset + 2]! << 8) |
        bytes[offset + 3]!) >>>
      0;
    const type = ascii(bytes, offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > bytes.length) return false;
    if (type === 'IEND') return true;
    offset = end;
  }
  return false;
}
