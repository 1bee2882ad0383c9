// The layout of a file the server keeps in DATA_DIR/cache (api/cacheFiles.ts holds the bytes):
// a JSON header (strings, small values, each array's length) and then named typed arrays as
// raw bytes, each on an 8-byte boundary, so reading one back is a view into the file's
// buffer instead of a copy. The search snapshot and the engine's catalog model use it.
import { z } from 'zod';

/** The element types a section may have, as constructors (the file order is the key order). */
type SectionType =
  | Uint8ArrayConstructor
  | Uint16ArrayConstructor
  | Int16ArrayConstructor
  | Uint32ArrayConstructor
  | Int32ArrayConstructor
  | Float32ArrayConstructor
  | Float64ArrayConstructor;
export type SectionTypes = Readonly<Record<string, SectionType>>;

/** The element type's array over any buffer (a file's or one built in memory). */
type ViewOf<T> = T extends Uint8ArrayConstructor
  ? Uint8Array
  : T extends Uint16ArrayConstructor
    ? Uint16Array
    : T extends Int16ArrayConstructor
      ? Int16Array
      : T extends Uint32ArrayConstructor
        ? Uint32Array
        : T extends Int32ArrayConstructor
          ? Int32Array
          : T extends Float32ArrayConstructor
            ? Float32Array
            : Float64Array;
export type SectionsOf<T extends SectionTypes> = { [name in keyof T]: ViewOf<T[name]> };
type SectionArray = ViewOf<SectionType>;

const ALIGN = 8;
const padded = (length: number) => Math.ceil(length / ALIGN) * ALIGN;
const lengthsSchema = z.object({ lengths: z.array(z.number().int().nonnegative()) });

/**
 * The parts of a file: the header's length (4 bytes), the header as JSON with `lengths` added
 * last, then the sections in `types`' order, each padded to start on an 8-byte boundary.
 */
export function packSections<T extends SectionTypes>(
  types: T,
  header: object,
  sections: SectionsOf<T>,
): Uint8Array[] {
  const arrays: SectionArray[] = Object.keys(types).map((name) => sections[name]!);
  const headerBytes = new TextEncoder().encode(
    JSON.stringify({ ...header, lengths: arrays.map((array) => array.length) }),
  );
  const headerLength = new Uint8Array(4);
  new DataView(headerLength.buffer).setUint32(0, headerBytes.length, true);
  const parts: Uint8Array[] = [headerLength, headerBytes];
  let at = 4 + headerBytes.length;
  for (const array of arrays) {
    if (padded(at) > at) parts.push(new Uint8Array(padded(at) - at));
    at = padded(at);
    parts.push(new Uint8Array(array.buffer, array.byteOffset, array.byteLength));
    at += array.byteLength;
  }
  return parts;
}

/**
 * The header (checked with `schema`) and the sections of `payload` as views into its buffer,
 * or undefined when it is not a file of this layout and these sections.
 */
export function unpackSections<T extends SectionTypes, H>(
  types: T,
  schema: z.ZodType<H>,
  payload: Uint8Array,
): { header: H; sections: SectionsOf<T> } | undefined {
  // The sections are views into the payload's buffer, which must start on an 8-byte boundary.
  const bytes = payload.byteOffset % ALIGN === 0 ? payload : payload.slice();
  const { buffer } = bytes;
  if (bytes.length < 4 || !(buffer instanceof ArrayBuffer)) return undefined;
  const headerLength = new DataView(buffer, bytes.byteOffset).getUint32(0, true);
  if (4 + headerLength > bytes.length) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + headerLength)));
  } catch {
    return undefined;
  }
  const header = schema.safeParse(parsed);
  const counted = lengthsSchema.safeParse(parsed);
  const entries = Object.entries(types);
  if (!header.success || !counted.success || counted.data.lengths.length !== entries.length) {
    return undefined;
  }
  const { lengths } = counted.data;
  let at = 4 + headerLength;
  const sections: Record<string, SectionArray> = {};
  for (const [i, [name, ArrayType]] of entries.entries()) {
    at = padded(at);
    const byteLength = lengths[i]! * ArrayType.BYTES_PER_ELEMENT;
    if (at + byteLength > bytes.length) return undefined;
    sections[name] = new ArrayType(buffer, bytes.byteOffset + at, lengths[i]);
    at += byteLength;
  }
  if (at !== bytes.length) return undefined;
  return { header: header.data, sections: sections as SectionsOf<T> };
}
