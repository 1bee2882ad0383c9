// The compact catalog index that GET /api/catalog/index sends for offline search, and the
// search over it. It carries exactly what the shared ranking reads (id, name, brand, aliases,
// votes, concentration) plus what a minimal card shows (year, top accords, family, niche flag), as columns
// with dictionaries for repeated strings. Perfumes rebuilt from it keep every other fact
// null or empty: nothing is invented. Search results equal the server's (same SearchIndex).
import { z } from 'zod';
import { lazySchema } from './lazySchema';
import {
  accordSchema,
  perfumeIdSchema,
  SEARCH_MIN_LENGTH,
  type Perfume,
  type SearchResponse,
} from './perfume';
import { SearchIndex, type SearchDocument } from './search/searchIndex';

/**
 * Bumped whenever the shape below changes; part of the ETag, so old copies are replaced.
 * 2: ids of the form fra-<number> are sent as the number (the catalog up to 2026 doubled
 * the perfumes; this keeps the bytes per perfume at or below format 1's).
 * 3: the concentration, so "edp", "edt" … find offline what they find online.
 */
export const CATALOG_INDEX_FORMAT = 3;

/** The catalog's usual id form, sent as its number alone. */
const NUMBERED_ID = /^fra-(\d{1,15})$/;

export function packIndexId(id: string): number | string {
  const number = NUMBERED_ID.exec(id)?.[1];
  return number !== undefined && String(Number(number)) === number ? Number(number) : id;
}

export function unpackIndexId(value: number | string): string {
  return typeof value === 'number' ? `fra-${value}` : value;
}
/** Accords per perfume in the index: the card's strongest ones. */
export const CATALOG_INDEX_ACCORDS = 3;

const position = lazySchema(() => z.number().int().nonnegative());

export const catalogIndexSchema = lazySchema(() =>
  z
    .object({
      format: z.literal(CATALOG_INDEX_FORMAT),
      count: z.number().int().nonnegative(),
      /** Dictionaries: perfumes refer to their entries by position. */
      brands: z.array(z.string().min(1)),
      aliases: z.array(z.string()),
      families: z.array(z.string().min(1)),
      concentrations: z.array(z.string().min(1)),
      accords: z.array(accordSchema),
      /** One column per fact, each `count` long, in ranking order (most votes first). */
      perfumes: z.object({
        /** fra-<number> ids as the number (see packIndexId), any other id as it is. */
        ids: z.array(z.union([z.number().int().nonnegative(), perfumeIdSchema])),
        names: z.array(z.string().min(1)),
        brands: z.array(position),
        aliases: z.array(z.array(position)),
        votes: z.array(z.number().int().nonnegative()),
        accords: z.array(z.array(position).max(CATALOG_INDEX_ACCORDS)),
        /** -1: no family known. */
        families: z.array(z.number().int().min(-1)),
        /** 1: niche house, 0: not. */
        niche: z.array(z.number().int().min(0).max(1)),
        years: z.array(z.number().int().nullable()),
        /** -1: no concentration known. */
        concentrations: z.array(z.number().int().min(-1)),
      }),
    })
    .superRefine((index, ctx) => {
      const { perfumes, count } = index;
      for (const [column, values] of Object.entries(perfumes)) {
        if (values.length !== count) {
          ctx.addIssue({
            code: 'custom',
            message: `Spalte ${column} hat nicht ${count} Einträge.`,
          });
          return;
        }
      }
      const inRange = (values: readonly number[], size: number) => values.every((v) => v < size);
      const valid =
        inRange(perfumes.brands, index.brands.length) &&
        perfumes.aliases.every((list) => inRange(list, index.aliases.length)) &&
        perfumes.accords.every((list) => inRange(list, index.accords.length)) &&
        inRange(perfumes.families, index.families.length) &&
        inRange(perfumes.concentrations, index.concentrations.length);
      if (!valid) ctx.addIssue({ code: 'custom', message: 'Verweis außerhalb eines Wörterbuchs.' });
    }),
);

export type CatalogIndex = z.infer<typeof catalogIndexSchema>;

/** The perfume at one position, with every fact the index lacks left null or empty. */
export function perfumeFromIndex(index: CatalogIndex, at: number): Perfume {
  const columns = index.perfumes;
  const family = columns.families[at]!;
  const concentration = columns.concentrations[at]!;
  return {
    id: unpackIndexId(columns.ids[at]!),
    name: columns.names[at]!,
    brand: index.brands[columns.brands[at]!]!,
    aliases: columns.aliases[at]!.map((alias) => index.aliases[alias]!),
    year: columns.years[at]!,
    accords: columns.accords[at]!.map((accord) => index.accords[accord]!),
    notes: [],
    pyramid: null,
    fragranceFamily: family === -1 ? null : index.families[family]!,
    isNiche: columns.niche[at] === 1,
    longevity: null,
    sillage: null,
    votes: columns.votes[at]!,
    concentration: concentration === -1 ? null : index.concentrations[concentration]!,
    priceCents: null,
    currency: null,
    image: null,
    affiliate_link: null,
    shop: null,
  };
}

function searchDocuments(index: CatalogIndex): SearchDocument[] {
  const { ids, names, brands, aliases, votes, concentrations } = index.perfumes;
  return ids.map((id, at) => ({
    id: unpackIndexId(id),
    name: names[at]!,
    brand: index.brands[brands[at]!]!,
    aliases: aliases[at]!.map((alias) => index.aliases[alias]!),
    votes: votes[at]!,
    concentration: concentrations[at] === -1 ? null : index.concentrations[concentrations[at]!]!,
  }));
}

/** Search over a validated index with the server's ranking and response semantics. */
export class OfflineCatalogSearch {
  private readonly search: SearchIndex;
  private readonly positions: Map<string, number>;

  constructor(private readonly index: CatalogIndex) {
    this.search = new SearchIndex(searchDocuments(index));
    this.positions = new Map(index.perfumes.ids.map((id, at) => [unpackIndexId(id), at]));
  }

  get size(): number {
    return this.index.count;
  }

  /** The strongest accords of each known perfume id (unknown ids are left out). */
  accordsOf(ids: readonly string[]): Record<string, Perfume['accords']> {
    const found: Record<string, Perfume['accords']> = {};
    for (const id of ids) {
      const at = this.positions.get(id);
      if (at === undefined) continue;
      found[id] = this.index.perfumes.accords[at]!.map((accord) => this.index.accords[accord]!);
    }
    return found;
  }

  /** The perfume with this id as the index knows it (no notes, pyramid or price), or null. */
  perfume(id: string): Perfume | null {
    const at = this.positions.get(id);
    return at === undefined ? null : perfumeFromIndex(this.index, at);
  }

  /**
   * One page as GET /api/perfumes/search answers it: the query is trimmed, fewer than
   * SEARCH_MIN_LENGTH characters find nothing, hasMore says whether a later page exists.
   */
  page(query: string, page: number, limit: number): SearchResponse {
    const trimmed = query.trim();
    if (trimmed.length < SEARCH_MIN_LENGTH) {
      return { perfumes: [], hasMore: false, totalCount: 0, page, limit };
    }
    const hits = this.search.search(trimmed, (page - 1) * limit, limit);
    const perfumes = hits.ids.map((id) => perfumeFromIndex(this.index, this.positions.get(id)!));
    return { perfumes, hasMore: page * limit < hits.total, totalCount: hits.total, page, limit };
  }
}
