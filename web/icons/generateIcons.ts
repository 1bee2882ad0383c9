// Draws the app icons (compass ring with a perfume drop as its needle) and writes them as PNGs
// into web/public/icons/. Run with `npx tsx web/icons/generateIcons.ts`; the PNGs are committed,
// so the build needs no image tooling. Lives outside public/ so it is not shipped in dist/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

type Rgba = readonly [number, number, number, number];
/** Coordinates are in the unit square, (0,0) top left. */
type Layer = { contains: (x: number, y: number) => boolean; color: (x: number, y: number) => Rgba };

const IVORY: Rgba = [251, 247, 242, 255];
const PEACH: Rgba = [242, 196, 168, 255];
const GRADIENT_FROM: Rgba = [184, 98, 66, 255];
const GRADIENT_TO: Rgba = [110, 47, 34, 255];

function mix(a: Rgba, b: Rgba, t: number): Rgba {
  const k = Math.min(1, Math.max(0, t));
  return [
    a[0] + (b[0] - a[0]) * k,
    a[1] + (b[1] - a[1]) * k,
    a[2] + (b[2] - a[2]) * k,
    a[3] + (b[3] - a[3]) * k,
  ];
}

const diagonalGradient = (x: number, y: number): Rgba =>
  mix(GRADIENT_FROM, GRADIENT_TO, (x + y) / 2);

function roundedSquare(inset: number, radius: number) {
  return (x: number, y: number): boolean => {
    const lo = inset + radius;
    const hi = 1 - inset - radius;
    const dx = Math.max(lo - x, 0, x - hi);
    const dy = Math.max(lo - y, 0, y - hi);
    return (
      x >= inset &&
      x <= 1 - inset &&
      y >= inset &&
      y <= 1 - inset &&
      dx * dx + dy * dy <= radius * radius
    );
  };
}

function insideTriangle(px: number, py: number, a: number[], b: number[], c: number[]): boolean {
  const [ax = 0, ay = 0] = a;
  const [bx = 0, by = 0] = b;
  const [cx = 0, cy = 0] = c;
  const d1 = (px - bx) * (ay - by) - (ax - bx) * (py - by);
  const d2 = (px - cx) * (by - cy) - (bx - cx) * (py - cy);
  const d3 = (px - ax) * (cy - ay) - (cx - ax) * (py - ay);
  const hasNeg = d1 < 0 || d2 < 0 || d3 < 0;
  const hasPos = d1 > 0 || d2 > 0 || d3 > 0;
  return !(hasNeg && hasPos);
}

/** A drop: a circle plus the triangle from its apex to the two tangent points. */
function drop(cx: number, cy: number, r: number, apexY: number) {
  const d = cy - apexY;
  const angle = Math.asin(r / d);
  const tangentDistance = Math.sqrt(d * d - r * r);
  const ty = apexY + Math.cos(angle) * tangentDistance;
  const tdx = Math.sin(angle) * tangentDistance;
  const apex = [cx, apexY];
  return (x: number, y: number): boolean =>
    (x - cx) ** 2 + (y - cy) ** 2 <= r * r ||
    insideTriangle(x, y, apex, [cx - tdx, ty], [cx + tdx, ty]);
}

/** The motif, scaled around the centre so maskable icons keep it inside the safe zone. */
function motif(scale: number): Layer[] {
  const s = (v: number) => 0.5 + (v - 0.5) * scale;
  const ringRadius = 0.3 * scale;
  const ringWidth = 0.03 * scale;
  const ring = (x: number, y: number) => {
    const dist = Math.hypot(x - 0.5, y - 0.5);
    return dist <= ringRadius + ringWidth / 2 && dist >= ringRadius - ringWidth / 2;
  };
  const tick = (angle: number, length: number, width: number) => {
    const inner = ringRadius + ringWidth * 0.3;
    const outer = inner + length * scale;
    const ux = Math.sin(angle);
    const uy = -Math.cos(angle);
    const base = [0.5 + ux * inner, 0.5 + uy * inner];
    const tip = [0.5 + ux * outer, 0.5 + uy * outer];
    const half = (width * scale) / 2;
    const left = [(base[0] ?? 0) - uy * half, (base[1] ?? 0) + ux * half];
    const right = [(base[0] ?? 0) + uy * half, (base[1] ?? 0) - ux * half];
    return (x: number, y: number) => insideTriangle(x, y, tip, left, right);
  };
  const dropShape = drop(0.5, s(0.575), 0.125 * scale, s(0.3));
  const highlight = (x: number, y: number) =>
    ((x - s(0.455)) / (0.028 * scale)) ** 2 + ((y - s(0.585)) / (0.05 * scale)) ** 2 <= 1;
  const solid = (color: Rgba) => () => color;
  return [
    { contains: ring, color: solid(IVORY) },
    { contains: tick(0, 0.07, 0.07), color: solid(PEACH) },
    { contains: tick(Math.PI / 2, 0.045, 0.05), color: solid(IVORY) },
    { contains: tick(Math.PI, 0.045, 0.05), color: solid(IVORY) },
    { contains: tick((3 * Math.PI) / 2, 0.045, 0.05), color: solid(IVORY) },
    { contains: dropShape, color: (x, y) => mix(IVORY, PEACH, (y - s(0.3)) / (0.45 * scale)) },
    { contains: highlight, color: solid([255, 255, 255, 200]) },
  ];
}

function over(bottom: Rgba, top: Rgba): Rgba {
  const ta = top[3] / 255;
  const ba = bottom[3] / 255;
  const alpha = ta + ba * (1 - ta);
  if (alpha === 0) return [0, 0, 0, 0];
  const channel = (i: 0 | 1 | 2) => (top[i] * ta + bottom[i] * ba * (1 - ta)) / alpha;
  return [channel(0), channel(1), channel(2), alpha * 255];
}

/** Renders with 4×4 supersampling so edges are smooth without any image library. */
function render(size: number, layers: Layer[]): Buffer {
  const samples = 4;
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = (px + (sx + 0.5) / samples) / size;
          const y = (py + (sy + 0.5) / samples) / size;
          let color: Rgba = [0, 0, 0, 0];
          for (const layer of layers)
            if (layer.contains(x, y)) color = over(color, layer.color(x, y));
          // Premultiply so transparent samples do not darken the edges.
          const a = color[3] / 255;
          sum[0] = (sum[0] ?? 0) + color[0] * a;
          sum[1] = (sum[1] ?? 0) + color[1] * a;
          sum[2] = (sum[2] ?? 0) + color[2] * a;
          sum[3] = (sum[3] ?? 0) + color[3];
        }
      }
      const n = samples * samples;
      const alpha = (sum[3] ?? 0) / n;
      const offset = (py * size + px) * 4;
      const unpremultiply = (v: number | undefined) =>
        alpha === 0 ? 0 : ((v ?? 0) / n / alpha) * 255;
      pixels[offset] = Math.round(unpremultiply(sum[0]));
      pixels[offset + 1] = Math.round(unpremultiply(sum[1]));
      pixels[offset + 2] = Math.round(unpremultiply(sum[2]));
      pixels[offset + 3] = Math.round(alpha);
    }
  }
  return pixels;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

function encodePng(size: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  const stride = size * 4;
  const raw = Buffer.alloc((stride + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (stride + 1)] = 0; // filter: none
    rgba.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const fullBleed: Layer = { contains: () => true, color: diagonalGradient };
const roundedTile: Layer = { contains: roundedSquare(0.02, 0.2), color: diagonalGradient };

const icons: { file: string; size: number; layers: Layer[] }[] = [
  { file: 'icon-192.png', size: 192, layers: [roundedTile, ...motif(1)] },
  { file: 'icon-512.png', size: 512, layers: [roundedTile, ...motif(1)] },
  // Maskable icons may be cropped to a circle of 80 % diameter: keep the motif inside it.
  { file: 'icon-maskable-512.png', size: 512, layers: [fullBleed, ...motif(0.78)] },
  // iOS rounds the corners itself and shows transparency as black, so fill the whole square.
  { file: 'apple-touch-icon.png', size: 180, layers: [fullBleed, ...motif(0.9)] },
  { file: 'favicon-32.png', size: 32, layers: [roundedTile, ...motif(1.1)] },
];

const outDir = fileURLToPath(new URL('../public/icons/', import.meta.url));
mkdirSync(outDir, { recursive: true });
for (const icon of icons) {
  writeFileSync(`${outDir}${icon.file}`, encodePng(icon.size, render(icon.size, icon.layers)));
  console.log(`geschrieben: ${icon.file} (${icon.size}×${icon.size})`);
}
