import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_PHOTO_BYTES } from '../../../api/contract/photo';
import { convertHeicInFrame } from './heicConverterFrame';
import {
  HEIC_JPEG_QUALITY,
  isHeic,
  isImageFile,
  isTooLarge,
  PHOTO_FILE_MESSAGES,
  PhotoFileError,
  preparePhoto,
} from './photoFile';

// The converter frame needs a browser; its real run is tests/e2e/photo-heic.spec.ts.
vi.mock('./heicConverterFrame', () => ({ convertHeicInFrame: vi.fn() }));
const converter = vi.mocked(convertHeicInFrame);
// Braces: a function returned from beforeEach would be run as its teardown.
beforeEach(() => {
  converter.mockReset();
});

const file = (name: string, type: string, bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type });

describe('isHeic', () => {
  it('recognises HEIC and HEIF by their type', () => {
    expect(isHeic({ name: 'IMG_1.jpg', type: 'image/heic' })).toBe(true);
    expect(isHeic({ name: 'IMG_1', type: 'image/heif' })).toBe(true);
  });

  it('recognises HEIC by the name when the browser gives no type', () => {
    expect(isHeic({ name: 'IMG_0042.HEIC', type: '' })).toBe(true);
    expect(isHeic({ name: 'regal.heif', type: '' })).toBe(true);
  });

  it('does not take JPEG or PNG for HEIC', () => {
    expect(isHeic({ name: 'regal.jpg', type: 'image/jpeg' })).toBe(false);
    expect(isHeic({ name: 'heic.png', type: 'image/png' })).toBe(false);
  });
});

describe('isImageFile', () => {
  it('accepts any image type and HEIC', () => {
    expect(isImageFile({ name: 'a.png', type: 'image/png' })).toBe(true);
    expect(isImageFile({ name: 'a.webp', type: 'image/webp' })).toBe(true);
    expect(isImageFile({ name: 'a.heic', type: 'application/octet-stream' })).toBe(true);
  });

  it('refuses documents and text', () => {
    expect(isImageFile({ name: 'liste.pdf', type: 'application/pdf' })).toBe(false);
    expect(isImageFile({ name: 'notiz.txt', type: 'text/plain' })).toBe(false);
  });

  it('judges typeless files by their name', () => {
    expect(isImageFile({ name: 'foto.JPG', type: '' })).toBe(true);
    expect(isImageFile({ name: 'daten', type: '' })).toBe(false);
  });
});

describe('isTooLarge', () => {
  it('allows exactly 10 MB and refuses one byte more', () => {
    expect(isTooLarge(MAX_PHOTO_BYTES)).toBe(false);
    expect(isTooLarge(MAX_PHOTO_BYTES + 1)).toBe(true);
  });
});

describe('preparePhoto', () => {
  it('refuses a non-image with German text', async () => {
    const attempt = preparePhoto(file('liste.txt', 'text/plain'));
    await expect(attempt).rejects.toBeInstanceOf(PhotoFileError);
    await expect(attempt).rejects.toThrow(PHOTO_FILE_MESSAGES.notImage);
  });

  it('refuses a photo over 10 MB', async () => {
    await expect(
      preparePhoto(file('gross.jpg', 'image/jpeg', MAX_PHOTO_BYTES + 1)),
    ).rejects.toThrow(PHOTO_FILE_MESSAGES.tooLarge);
  });

  it('passes a small JPEG through unchanged', async () => {
    const small = file('regal.jpg', 'image/jpeg', 2048);
    await expect(preparePhoto(small)).resolves.toBe(small);
  });

  it('converts HEIC to a JPEG named like the photo, asking for quality 0.9', async () => {
    converter.mockResolvedValue(new Blob([new Uint8Array(500)], { type: 'image/jpeg' }));
    const prepared = await preparePhoto(file('IMG_0042.HEIC', 'image/heic', 4096));
    expect(prepared.name).toBe('IMG_0042.jpg');
    expect(prepared.type).toBe('image/jpeg');
    expect(prepared.size).toBe(500);
    expect(converter).toHaveBeenCalledWith(expect.any(File), HEIC_JPEG_QUALITY);
  });

  it('says in German that a HEIC photo could not be converted', async () => {
    converter.mockRejectedValue(new Error('the converter did not answer in time'));
    await expect(preparePhoto(file('IMG_0042.heic', '', 4096))).rejects.toThrow(
      PHOTO_FILE_MESSAGES.heicFailed,
    );
  });
});
