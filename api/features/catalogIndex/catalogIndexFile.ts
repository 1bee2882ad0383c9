// The offline catalog index's prepared bytes (JSON, gzip, ETag) kept in DATA_DIR/cache between
// starts (issue 25, later starts), so a server starting on the catalog it served before sends
// the same file without building, serialising and compressing 84,000 entries again.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { byteFiles, type KeptStore } from '../../cacheFiles';
import { packSections, unpackSections } from '../../cacheSections';
import { CATALOG_INDEX_FORMAT } from '../../contract/catalogIndex';
import type { PreparedFile } from './buildCatalogIndex';

/**
 * Raise on any change to what buildCatalogIndex or prepareJson give that keeps
 * CATALOG_INDEX_FORMAT, or to this file's layout: the file is found by a key of the catalog, not
 * of the code (`catalogIndexCache.test.ts` pins the file of its fixture).
 */
export const INDEX_FILE_REVISION = 1;

const headerSchema = z.object({
  etag: z.string().regex(/^"ci\d+-[\w-]+"$/),
  count: z.number().int().nonnegative(),
});

const SECTIONS = { json: Uint8Array, gzip: Uint8Array } as const;

/** The file's key: the catalog's digest (every field of every perfume) and both revisions. */
export function catalogIndexKey(catalogDigest: string): string {
  return createHash('sha256')
    .update(JSON.stringify([INDEX_FILE_REVISION, CATALOG_INDEX_FORMAT, catalogDigest]))
    .digest('hex')
    .slice(0, 32);
}

/** Where the prepared index is kept and found again under its key. */
export type PreparedIndexStore = KeptStore<PreparedFile>;

/** The prepared index as `offline-index-<key>.bin` in `dir` (DATA_DIR/cache). */
export function catalogIndexFiles(dir: string): PreparedIndexStore {
  const files = byteFiles(dir, 'offline-index-', 'Offline-Index');
  return {
    read(key) {
      const payload = files.read(key);
      const unpacked = payload && unpackSections(SECTIONS, headerSchema, payload);
      if (!unpacked) return undefined;
      const { etag, count } = unpacked.header;
      // Copies into buffers of their own: the response bodies must not share the file's.
      return {
        etag,
        count,
        json: unpacked.sections.json.slice(),
        gzip: unpacked.sections.gzip.slice(),
      };
    },
    write(key, { etag, count, json, gzip }) {
      files.write(key, packSections(SECTIONS, { etag, count }, { json, gzip }));
    },
  };
}
