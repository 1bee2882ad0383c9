// From the text detector's probability map to text boxes (the "DB" post-processing of
// PaddleOCR, simplified): pixels above a threshold form connected regions, each region's
// orientation comes from its second moments, and the resulting rotated rectangle is
// widened ("unclipped"), because the detector marks a shrunken core of each text line.

export interface TextBox {
  /** Centre, in the coordinates of the map. */
  cx: number;
  cy: number;
  /** Along the reading direction and across it. */
  length: number;
  thickness: number;
  /** Radians; the reading direction is (cos, sin). */
  angle: number;
  /** Mean probability of the region's pixels. */
  score: number;
}

const PIXEL_THRESHOLD = 0.3;
const BOX_THRESHOLD = 0.55;
const MIN_PIXELS = 12;
const MIN_THICKNESS = 3;
const UNCLIP_RATIO = 1.6;
/** Regions tilted less than this are read straight, which keeps crops sharp. */
const STRAIGHT_RADIANS = (3 * Math.PI) / 180;
/** The detector finds a few hundred lines at most; more is noise (a patterned surface). */
export const MAX_BOXES = 300;

export function textBoxes(prob: Float32Array, width: number, height: number): TextBox[] {
  const label = new Int32Array(width * height);
  const stack = new Int32Array(width * height);
  const boxes: TextBox[] = [];
  let next = 0;
  for (let start = 0; start < prob.length; start++) {
    if (label[start] !== 0 || prob[start]! <= PIXEL_THRESHOLD) continue;
    next++;
    label[start] = next;
    let top = 0;
    stack[top++] = start;
    let n = 0;
    let sum = 0;
    let sx = 0;
    let sy = 0;
    let sxx = 0;
    let syy = 0;
    let sxy = 0;
    const pixels: number[] = [];
    while (top > 0) {
      const at = stack[--top]!;
      const x = at % width;
      const y = (at - x) / width;
      n++;
      sum += prob[at]!;
      sx += x;
      sy += y;
      sxx += x * x;
      syy += y * y;
      sxy += x * y;
      pixels.push(at);
      const visit = (to: number) => {
        if (label[to] === 0 && prob[to]! > PIXEL_THRESHOLD) {
          label[to] = next;
          stack[top++] = to;
        }
      };
      if (x > 0) visit(at - 1);
      if (x < width - 1) visit(at + 1);
      if (y > 0) visit(at - width);
      if (y < height - 1) visit(at + width);
    }
    if (n < MIN_PIXELS || sum / n < BOX_THRESHOLD) continue;
    const box = orientedBox(pixels, width, { n, sx, sy, sxx, syy, sxy });
    if (box.thickness < MIN_THICKNESS) continue;
    boxes.push({ ...unclip(box), score: sum / n });
  }
  return boxes.sort((a, b) => b.score * b.length - a.score * a.length).slice(0, MAX_BOXES);
}

interface Moments {
  n: number;
  sx: number;
  sy: number;
  sxx: number;
  syy: number;
  sxy: number;
}

function orientedBox(pixels: readonly number[], width: number, m: Moments) {
  const cx = m.sx / m.n;
  const cy = m.sy / m.n;
  const vxx = m.sxx / m.n - cx * cx;
  const vyy = m.syy / m.n - cy * cy;
  const vxy = m.sxy / m.n - cx * cy;
  let angle = 0.5 * Math.atan2(2 * vxy, vxx - vyy);
  if (Math.abs(angle) < STRAIGHT_RADIANS) angle = 0;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  let minU = Infinity;
  let maxU = -Infinity;
  let minV = Infinity;
  let maxV = -Infinity;
  for (const at of pixels) {
    const x = (at % width) - cx;
    const y = Math.floor(at / width) - cy;
    const u = x * cos + y * sin;
    const v = -x * sin + y * cos;
    if (u < minU) minU = u;
    if (u > maxU) maxU = u;
    if (v < minV) minV = v;
    if (v > maxV) maxV = v;
  }
  const midU = (minU + maxU) / 2;
  const midV = (minV + maxV) / 2;
  return {
    cx: cx + midU * cos - midV * sin,
    cy: cy + midU * sin + midV * cos,
    length: maxU - minU + 1,
    thickness: maxV - minV + 1,
    angle,
  };
}

/** Widens the core by area × ratio / perimeter on every side, as PaddleOCR does. */
function unclip<T extends { length: number; thickness: number }>(box: T): T {
  const distance = (box.length * box.thickness * UNCLIP_RATIO) / (2 * (box.length + box.thickness));
  return { ...box, length: box.length + 2 * distance, thickness: box.thickness + 2 * distance };
}
