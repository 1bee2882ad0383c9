// Which files the photo upload takes and how they are turned into what the server reads:
// HEIC/HEIF converted to JPEG (spec 000 §5, quality 0.9), large photos shrunk before upload.
// The converters are big, so they load only when a photo needs them; HEIC is converted in
// its own document (heicConverterFrame.ts), the only one whose policy lets libheif run.
import { MAX_PHOTO_BYTES } from '../../../api/contract/photo';
import { convertHeicInFrame } from './heicConverterFrame';
import { photoCopy } from '../../copy/photo';

/** Spec 000 §5/§9: HEIC photos are converted with this JPEG quality. */
export const HEIC_JPEG_QUALITY = 0.9;
/** Photos above this are compressed before upload; OCR reads labels well below it. */
export const COMPRESS_ABOVE_BYTES = 2 * 1024 * 1024;
export const COMPRESS_MAX_SIDE_PX = 2000;

export const PHOTO_FILE_MESSAGES = photoCopy.file;

/** A failure with German text for the visitor. */
export class PhotoFileError extends Error {
  override name = 'PhotoFileError';
}

type FileFacts = Pick<File, 'name' | 'type'>;

const HEIC_TYPES = new Set([
  'image/heic',
  'image/heif',
  'image/heic-sequence',
  'image/heif-sequence',
]);
const HEIC_NAME = /\.(heic|heif)$/i;
// Some systems hand over photos without a type; the name is then the only hint.
const IMAGE_NAME = /\.(jpe?g|png|webp|gif|bmp|avif|heic|heif)$/i;

/** HEIC/HEIF by type or, when the browser gives no type, by name. */
export function isHeic(file: FileFacts): boolean {
  return HEIC_TYPES.has(file.type.toLowerCase()) || HEIC_NAME.test(file.name);
}

export function isImageFile(file: FileFacts): boolean {
  if (file.type) return file.type.toLowerCase().startsWith('image/') || isHeic(file);
  return IMAGE_NAME.test(file.name);
}

export function isTooLarge(size: number): boolean {
  return size > MAX_PHOTO_BYTES;
}

function jpegName(name: string): string {
  const base = name.replace(/\.[^.]+$/, '');
  return `${base || 'foto'}.jpg`;
}

async function convertHeic(file: File): Promise<File> {
  try {
    const jpeg = await convertHeicInFrame(file, HEIC_JPEG_QUALITY);
    return new File([jpeg], jpegName(file.name), { type: 'image/jpeg' });
  } catch {
    throw new PhotoFileError(PHOTO_FILE_MESSAGES.heicFailed);
  }
}

async function compress(file: File): Promise<File> {
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    const compressed = await imageCompression(file, {
      maxSizeMB: COMPRESS_ABOVE_BYTES / (1024 * 1024),
      maxWidthOrHeight: COMPRESS_MAX_SIDE_PX,
      fileType: 'image/jpeg',
      // The web worker would load the library from a CDN; the app works without third parties.
      useWebWorker: false,
    });
    return new File([compressed], jpegName(file.name), { type: 'image/jpeg' });
  } catch {
    throw new PhotoFileError(PHOTO_FILE_MESSAGES.unreadable);
  }
}

/** The file to upload, or a PhotoFileError with German text. */
export async function preparePhoto(file: File): Promise<File> {
  if (!isImageFile(file)) throw new PhotoFileError(PHOTO_FILE_MESSAGES.notImage);
  const readable = isHeic(file) ? await convertHeic(file) : file;
  if (isTooLarge(readable.size)) throw new PhotoFileError(PHOTO_FILE_MESSAGES.tooLarge);
  return readable.size > COMPRESS_ABOVE_BYTES ? compress(readable) : readable;
}
