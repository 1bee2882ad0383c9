// Generated EAN-13 barcodes for tests and the photo benchmark: bars drawn from GS1's
// encoding tables (not by the library that reads them), alone or on shelf tags under
// bottles, encoded as a real JPEG, PNG or WebP.
import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { gtinCheckDigit } from '../../catalog/gtin';

/** Left-half digit patterns of odd parity (set A); set C is their complement, set B C reversed. */
const SET_A = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const SET_C = SET_A.map((code) => [...code].map((bit) => (bit === '1' ? '0' : '1')).join(''));
const SET_B = SET_C.map((code) => [...code].reverse().join(''));
/** The first digit is not drawn: it picks set A or B for each of the next six. */
const PARITY = [
  'AAAAAA',
  'AABABB',
  'AABBAB',
  'AABBBA',
  'ABAABB',
  'ABBAAB',
  'ABBBAA',
  'ABABAB',
  'ABABBA',
  'ABBABA',
];

/** The 95 modules of an EAN-13 symbol ('1' = bar); twelve digits get their check digit. */
export function ean13Modules(digits: string): string {
  const full = digits.length === 12 ? `${digits}${gtinCheckDigit(digits)}` : digits;
  if (!/^\d{13}$/.test(full)) throw new Error(`EAN-13 braucht 12 oder 13 Ziffern: ${digits}`);
  const d = [...full].map(Number);
  const parity = PARITY[d[0]!]!;
  const left = d
    .slice(1, 7)
    .map((digit, i) => (parity[i] === 'A' ? SET_A : SET_B)[digit])
    .join('');
  const right = d
    .slice(7)
    .map((digit) => SET_C[digit])
    .join('');
  return `101${left}01010${right}101`;
}

export interface BarcodePlacement {
  digits: string;
  /** Top-left corner of the bars (without quiet zone). */
  x: number;
  y: number;
  /** Width of one module in pixels. */
  module: number;
  height: number;
  /** Turned around the symbol's centre, in degrees. */
  angle?: number;
}

/** Draws the symbol with its white quiet zone (11 modules left, 7 right) and digits below. */
export function drawEan13(context: SKRSContext2D, placement: BarcodePlacement): void {
  const { x, y, module, height } = placement;
  const modules = ean13Modules(placement.digits);
  const width = modules.length * module;
  context.save();
  context.translate(x + width / 2, y + height / 2);
  context.rotate(((placement.angle ?? 0) * Math.PI) / 180);
  context.translate(-width / 2, -height / 2);
  context.fillStyle = '#ffffff';
  context.fillRect(-11 * module, -2 * module, width + 18 * module, height + 12 * module);
  context.fillStyle = '#111111';
  [...modules].forEach((bit, i) => {
    if (bit === '1') context.fillRect(i * module, 0, module, height);
  });
  context.font = `${Math.round(module * 8)}px sans-serif`;
  context.textAlign = 'center';
  context.fillText(placement.digits, width / 2, height + module * 9);
  context.restore();
}

export interface ShelfTag {
  /** Printed above the bars, e.g. ['CHRISTIAN DIOR', 'SAUVAGE EDT 100 ML', '89,95 €']. */
  lines?: readonly string[];
  /** Twelve or thirteen digits. */
  ean: string;
  /** The tag turned by this many degrees. */
  angle?: number;
}

export interface ShelfPhotoOptions {
  /** One entry per bottle: its label lines and the shelf tag under it, if any. */
  bottles: readonly { label: readonly string[]; tag?: ShelfTag }[];
  width?: number;
  height?: number;
  /** Width of one bar module in pixels (default 3). */
  module?: number;
  /** The whole photo turned by quarter turns clockwise (a photo taken sideways). */
  turns?: number;
  format?: 'jpeg' | 'png' | 'webp';
}

/** Bottles on a shelf with a white tag under each: a few printed lines above a barcode. */
export function renderShelfPhoto(options: ShelfPhotoOptions): Buffer {
  const width = options.width ?? 1600;
  const height = options.height ?? 1200;
  const module = options.module ?? 3;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#6d7885';
  context.fillRect(0, 0, width, height);
  const slot = width / Math.max(1, options.bottles.length);
  const bottleWidth = slot * 0.7;
  const bottleHeight = height * 0.42;
  options.bottles.forEach((bottle, index) => {
    const x = index * slot + (slot - bottleWidth) / 2;
    const y = height * 0.05;
    context.fillStyle = '#f3efe4';
    context.beginPath();
    context.roundRect(x, y, bottleWidth, bottleHeight, bottleWidth * 0.08);
    context.fill();
    context.fillStyle = '#1b1b1b';
    const size = Math.round(Math.min(bottleWidth / 8, height / 16));
    context.font = `bold ${size}px sans-serif`;
    context.textAlign = 'center';
    bottle.label.forEach((line, i) => {
      context.fillText(line, x + bottleWidth / 2, y + bottleHeight * 0.35 + i * size * 1.5);
    });
    if (bottle.tag) drawTag(context, bottle.tag, index * slot + slot / 2, height * 0.56, module);
  });
  const photo = turnedCanvas(canvas, options.turns ?? 0);
  const format = options.format ?? 'jpeg';
  if (format === 'png') return photo.toBuffer('image/png');
  if (format === 'webp') return photo.toBuffer('image/webp', 90);
  return photo.toBuffer('image/jpeg', 90);
}

function drawTag(
  context: SKRSContext2D,
  tag: ShelfTag,
  centreX: number,
  top: number,
  module: number,
) {
  const barsWidth = 95 * module;
  const tagWidth = barsWidth + 30 * module;
  const lineSize = Math.round(module * 9);
  const lines = tag.lines ?? [];
  const textHeight = lines.length * lineSize * 1.4;
  const tagHeight = textHeight + 80 * module;
  context.save();
  context.translate(centreX, top + tagHeight / 2);
  context.rotate(((tag.angle ?? 0) * Math.PI) / 180);
  context.translate(-tagWidth / 2, -tagHeight / 2);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, tagWidth, tagHeight);
  context.fillStyle = '#111111';
  context.font = `bold ${lineSize}px sans-serif`;
  context.textAlign = 'left';
  lines.forEach((line, i) =>
    context.fillText(line, 8 * module, 6 * module + (i + 0.8) * lineSize * 1.4),
  );
  drawEan13(context, {
    digits: tag.ean,
    x: 15 * module,
    y: textHeight + 12 * module,
    module,
    height: module * 50,
  });
  context.restore();
}

function turnedCanvas(canvas: Canvas, turns: number): Canvas {
  const quarter = ((turns % 4) + 4) % 4;
  if (quarter === 0) return canvas;
  const swap = quarter % 2 === 1;
  const turned = createCanvas(
    swap ? canvas.height : canvas.width,
    swap ? canvas.width : canvas.height,
  );
  const context = turned.getContext('2d');
  context.translate(turned.width / 2, turned.height / 2);
  context.rotate((quarter * Math.PI) / 2);
  context.drawImage(canvas, -canvas.width / 2, -canvas.height / 2);
  return turned;
}
