// Turns the searchable catalog into the compact offline index and prepares its one HTTP
// representation: JSON and its gzip, hashed into a strong ETag. Prepared once per catalog
// load (see CatalogIndexCache), never per request.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import {
  CATALOG_INDEX_ACCORDS,
  CATALOG_INDEX_FORMAT,
  packIndexId,
  type CatalogIndex,
} from '../../contract/catalogIndex';
import type { Perfume } from '../../contract/perfume';

const gzipAsync = promisify(gzip);

/** Positions in a dictionary of repeated strings, assigned in order of first use. */
class Dictionary<T> {
  readonly entries: T[] = [];
  private readonly positions = new Map<string, number>();

  constructor(private readonly keyOf: (entry: T) => string) {}

  positionOf(entry: T): number {
    const key = this.keyOf(entry);
    let at = this.positions.get(key);
    if (at === undefined) {
      at = this.entries.length;
      this.positions.set(key, at);
      this.entries.push(entry);
    }
    return at;
  }
}

/**
 * The index in ranking order (most votes first, then id), so the same catalog always
 * gives the same bytes and ETag whatever order the database returned it in.
 */
export function buildCatalogIndex(perfumes: readonly Perfume[]): CatalogIndex {
  const ordered = [...perfumes].sort((a, b) => b.votes - a.votes || a.id.localeCompare(b.id));
  const brands = new Dictionary<string>((brand) => brand);
  const aliases = new Dictionary<string>((alias) => alias);
  const families = new Dictionary<string>((family) => family);
  const concentrations = new Dictionary<string>((concentration) => concentration);
  const accords = new Dictionary<Perfume['accords'][number]>((accord) => accord.key);
  return {
    format: CATALOG_INDEX_FORMAT,
    count: ordered.length,
    perfumes: {
      ids: ordered.map((p) => packIndexId(p.id)),
      names: ordered.map((p) => p.name),
      brands: ordered.map((p) => brands.positionOf(p.brand)),
      aliases: ordered.map((p) => p.aliases.map((alias) => aliases.positionOf(alias))),
      votes: ordered.map((p) => p.votes),
      accords: ordered.map((p) =>
        p.accords.slice(0, CATALOG_INDEX_ACCORDS).map((accord) => accords.positionOf(accord)),
      ),
      families: ordered.map((p) =>
        p.fragranceFamily === null ? -1 : families.positionOf(p.fragranceFamily),
      ),
      niche: ordered.map((p) => (p.isNiche ? 1 : 0)),
      years: ordered.map((p) => p.year),
      concentrations: ordered.map((p) =>
        p.concentration ? concentrations.positionOf(p.concentration) : -1,
      ),
    },
    brands: brands.entries,
    aliases: aliases.entries,
    families: families.entries,
    concentrations: concentrations.entries,
    accords: accords.entries,
  };
}

/** An offline file ready to send (the index, the cheaper alternatives): JSON, gzip, ETag. */
export interface PreparedFile {
  /** Strong ETag of the JSON; the gzip representation adds a suffix (see catalogIndexRoutes). */
  etag: string;
  json: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  count: number;
}

export async function prepareCatalogIndex(perfumes: readonly Perfume[]): Promise<PreparedFile> {
  const index = buildCatalogIndex(perfumes);
  return prepareJson(index, `ci${CATALOG_INDEX_FORMAT}`, index.count);
}

/** One offline file's JSON and gzip, with a strong ETag `"<tag>-<hash>"`. */
export async function prepareJson(
  value: unknown,
  tag: string,
  count: number,
): Promise<PreparedFile> {
  const json = new TextEncoder().encode(JSON.stringify(value));
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 22);
  // Level 9 costs a little more once per catalog load and saves every visitor bytes.
  const compressed = await gzipAsync(json, { level: 9 });
  return { etag: `"${tag}-${hash}"`, json, gzip: new Uint8Array(compressed), count };
}
