// The barcode reader's own thread (started by barcodes.ts): ZXing-C++ compiled to
// WebAssembly (zxing-wasm), its .wasm file read from node_modules, never fetched. Each
// message is one photo: decoded to pixels by @napi-rs/canvas (JPEG, PNG, WebP alike),
// scaled down past MAX_BARCODE_SIDE, and searched for retail barcodes (EAN/UPC).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

export interface BarcodeRequest {
  id: number;
  image: Uint8Array;
}

export interface FoundBarcode {
  /** The digits as printed (13 for EAN-13, 8 for EAN-8, 12 for UPC-A). */
  text: string;
  format: string;
  /** Where on the photo, in the photo's pixels. */
  box: { x0: number; y0: number; x1: number; y1: number };
}

export type BarcodeReply =
  | { id: number; type: 'read'; barcodes: FoundBarcode[] }
  | { id: number; type: 'failed'; message: string };

/** Longer sides beyond this are scaled down first (a bar is still several pixels wide). */
export const MAX_BARCODE_SIDE = 4096;

const require = createRequire(import.meta.url);
const wasmFile = require.resolve('zxing-wasm/reader/zxing_reader.wasm');
const wasm = readFileSync(wasmFile);
await prepareZXingModule({
  overrides: {
    wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength),
    // Never the package's default, a CDN address.
    locateFile: () => wasmFile,
  },
  fireImmediately: true,
});

async function read(bytes: Uint8Array): Promise<FoundBarcode[]> {
  const image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const scale = Math.min(1, MAX_BARCODE_SIDE / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(width, height);
  canvas.getContext('2d').drawImage(image, 0, 0, width, height);
  const pixels = canvas.getContext('2d').getImageData(0, 0, width, height);
  const results = await readBarcodes(
    // The canvas's own pixels: its ImageData differs from the DOM type only in typing.
    { data: pixels.data, width, height, colorSpace: 'srgb' } as ImageData,
    { formats: ['EAN13', 'EAN8', 'UPCA', 'UPCE'], tryHarder: true, maxNumberOfSymbols: 32 },
  );
  return results
    .filter((result) => result.isValid && /^\d{8,13}$/.test(result.text))
    .map((result) => {
      const corners = Object.values(result.position);
      const xs = corners.map((point) => point.x / scale);
      const ys = corners.map((point) => point.y / scale);
      return {
        text: result.text,
        format: result.format,
        box: { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) },
      };
    });
}

parentPort?.on('message', (request: BarcodeRequest) => {
  read(request.image).then(
    (barcodes) => parentPort?.postMessage({ id: request.id, type: 'read', barcodes }),
    (error: unknown) =>
      parentPort?.postMessage({ id: request.id, type: 'failed', message: String(error) }),
  );
});
parentPort?.postMessage({ type: 'ready' });
