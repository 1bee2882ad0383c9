// Generated photos for tests and the OCR benchmark (dev only: @napi-rs/canvas is a dev
// dependency): bottle-like rounded labels with perfume names in large dark capitals on a
// darker background, encoded as a real JPEG, PNG or WebP.
import { createCanvas } from '@napi-rs/canvas';

export interface BottlePhotoOptions {
  /** One entry per bottle: its label lines, e.g. ['CREED', 'AVENTUS']. */
  bottles: readonly (readonly string[])[];
  width?: number;
  height?: number;
  format?: 'jpeg' | 'png' | 'webp';
}

export function renderBottlePhoto(options: BottlePhotoOptions): Buffer {
  const width = options.width ?? 1200;
  const height = options.height ?? 800;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const background = context.createLinearGradient(0, 0, width, height);
  background.addColorStop(0, '#7d8a99');
  background.addColorStop(1, '#5b6573');
  context.fillStyle = background;
  context.fillRect(0, 0, width, height);

  const count = Math.max(1, options.bottles.length);
  const slot = width / count;
  const bottleWidth = slot * 0.8;
  const bottleHeight = height * 0.7;
  const fontSize = Math.round(Math.min(bottleWidth / 7, height / 12));
  options.bottles.forEach((lines, index) => {
    const x = index * slot + (slot - bottleWidth) / 2;
    const y = height * 0.2;
    context.fillStyle = '#2f3a45';
    context.fillRect(x + bottleWidth * 0.35, y - height * 0.1, bottleWidth * 0.3, height * 0.1); // cap
    context.fillStyle = '#f3efe4';
    context.beginPath();
    context.roundRect(x, y, bottleWidth, bottleHeight, bottleWidth * 0.08);
    context.fill();
    context.fillStyle = '#1b1b1b';
    context.font = `bold ${fontSize}px sans-serif`;
    // Long lines shrink to fit the label, as on a real bottle.
    const widest = Math.max(...lines.map((line) => context.measureText(line).width), 1);
    const size = Math.floor(fontSize * Math.min(1, (bottleWidth * 0.85) / widest));
    context.font = `bold ${size}px sans-serif`;
    context.textAlign = 'center';
    lines.forEach((line, lineIndex) => {
      context.fillText(line, x + bottleWidth / 2, y + bottleHeight * 0.35 + lineIndex * size * 1.5);
    });
  });
  const format = options.format ?? 'jpeg';
  if (format === 'png') return canvas.toBuffer('image/png');
  if (format === 'webp') return canvas.toBuffer('image/webp', 90);
  return canvas.toBuffer('image/jpeg', 90);
}
