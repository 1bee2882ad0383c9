// What the browser can tell about a photo before it is sent: its size, how dark it is, and
// how sharp its edges are. Too small or too dark is said before the upload (the visitor may
// take another or send it anyway); a soft photo is named only after the analysis, when labels
// stayed unread or nothing was found, because a sharp-looking measure is no promise the
// recognition reads it and a slightly soft photo is often read fine.
import { photoCopy } from '../../copy/photo';

/** The copy measured: its longer side in pixels (edges and light survive this scale). */
export const MEASURE_SIDE_PX = 512;
/** Below this on its longer side a shelf's labels are a few pixels high. */
export const SMALL_SIDE_PX = 1000;
/** Mean brightness (0–255) below which a photo counts as too dark. */
export const DARK_MEAN = 55;
/**
 * Edge strength (0–255): the 99.5th percentile of the absolute Laplacian of the measured
 * copy. Printed letters give sharp edges far above it; a shaken or unfocused photo stays
 * below it. A percentile, not the variance, so a plain background does not hide the text.
 */
export const SOFT_EDGES = 40;
/** Below this there is hardly an edge at all: a plain surface, not a soft photo of labels. */
export const PLAIN_EDGES = 4;

export interface PhotoMeasure {
  width: number;
  height: number;
  /** Mean brightness 0–255. */
  brightness: number;
  /** Edge strength 0–255 (see SOFT_EDGES). */
  edges: number;
}

export type PhotoHintKind = 'small' | 'dark' | 'soft' | 'plain';

export interface PhotoHint {
  kind: PhotoHintKind;
  text: string;
}

/** Brightness and edge strength of an RGBA image (the measured copy). */
export function measurePixels(
  rgba: Uint8ClampedArray,
  width: number,
  height: number,
): { brightness: number; edges: number } {
  const luma = new Float32Array(width * height);
  let sum = 0;
  for (let i = 0; i < luma.length; i++) {
    const value = 0.299 * rgba[i * 4]! + 0.587 * rgba[i * 4 + 1]! + 0.114 * rgba[i * 4 + 2]!;
    luma[i] = value;
    sum += value;
  }
  const counts = new Uint32Array(256);
  let measured = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const at = y * width + x;
      const laplacian =
        luma[at - 1]! + luma[at + 1]! + luma[at - width]! + luma[at + width]! - 4 * luma[at]!;
      counts[Math.min(255, Math.round(Math.abs(laplacian)))]!++;
      measured++;
    }
  }
  let edges = 0;
  let seen = 0;
  const above = measured * 0.995;
  for (let value = 0; value < 256; value++) {
    seen += counts[value]!;
    if (seen >= above) {
      edges = value;
      break;
    }
  }
  return { brightness: luma.length > 0 ? sum / luma.length : 0, edges };
}

function smallHint(measure: PhotoMeasure): PhotoHint {
  return {
    kind: 'small',
    text: photoCopy.quality.small(measure.width, measure.height),
  };
}

const DARK_HINT: PhotoHint = {
  kind: 'dark',
  text: photoCopy.quality.dark,
};

const PLAIN_HINT: PhotoHint = {
  kind: 'plain',
  text: photoCopy.quality.plain,
};

const SOFT_HINT: PhotoHint = {
  kind: 'soft',
  text: photoCopy.quality.soft,
};

/** What to say before the upload: too small, too dark (in that order), or nothing. */
export function hintsBeforeUpload(measure: PhotoMeasure): PhotoHint[] {
  const hints: PhotoHint[] = [];
  if (Math.max(measure.width, measure.height) < SMALL_SIDE_PX) hints.push(smallHint(measure));
  if (measure.brightness < DARK_MEAN) hints.push(DARK_HINT);
  return hints;
}

/**
 * What to say after an analysis that left labels unread or found nothing: every reason the
 * photo shows, soft edges included (or, with hardly an edge at all, that there is little to
 * see); nothing when the photo looks fine (then the labels were not in the catalog's words).
 */
export function hintsAfterAnalysis(measure: PhotoMeasure): PhotoHint[] {
  const hints = hintsBeforeUpload(measure);
  if (measure.edges < PLAIN_EDGES) hints.push(PLAIN_HINT);
  else if (measure.edges < SOFT_EDGES) hints.push(SOFT_HINT);
  return hints;
}

/**
 * The hints after an analysis, given only when it read little (labels left unread, or no
 * perfume found) and the photo was measured: the direct upload and a queued photo's later
 * analysis say the same.
 */
export function hintsAfterReading(
  measure: PhotoMeasure | null,
  detections: number,
  unreadLabels: number,
): PhotoHint[] {
  return measure && (unreadLabels > 0 || detections === 0) ? hintsAfterAnalysis(measure) : [];
}

/**
 * Measures a photo the browser can decode (after HEIC conversion), or null when it cannot
 * (then nothing is said). The copy is drawn at most MEASURE_SIDE_PX on its longer side.
 */
export async function measurePhoto(photo: Blob): Promise<PhotoMeasure | null> {
  let bitmap: ImageBitmap | null = null;
  try {
    bitmap = await createImageBitmap(photo);
    const { width, height } = bitmap;
    const scale = Math.min(1, MEASURE_SIDE_PX / Math.max(width, height));
    const w = Math.max(3, Math.round(width * scale));
    const h = Math.max(3, Math.round(height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = w;
    canvas.height = h;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, w, h);
    return { width, height, ...measurePixels(context.getImageData(0, 0, w, h).data, w, h) };
  } catch {
    return null;
  } finally {
    bitmap?.close();
  }
}
