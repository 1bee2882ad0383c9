// Readers for the three newer catalog sources in ../shared/data/raw/candidates/ (FenCun,
// senada, fragrantica-scraper; PROVENANCE.md in each folder). Each reader returns facts keyed
// by the Fragrantica numeric id, the same id as today's catalog (`fra-<id>`). Only facts are
// read: senada's description texts are not in its derived CSV and never read here.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parseCsv } from './csv';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
/**
 * The shared data folder next to the checkout (../shared), or next to its parent when the
 * checkout is a worktree one level deeper; SHARED_DATA_DIR overrides both.
 */
export const SHARED_DATA_DIR =
  process.env.SHARED_DATA_DIR ??
  [path.resolve(PROJECT_ROOT, '../shared'), path.resolve(PROJECT_ROOT, '../../shared')].find(
    (dir) => existsSync(path.join(dir, 'data')),
  ) ??
  path.resolve(PROJECT_ROOT, '../shared');
export const CANDIDATES_DIR = path.join(SHARED_DATA_DIR, 'data/raw/candidates');
export const FENCUN_FILE = path.join(CANDIDATES_DIR, 'MrBaoboer+FenCun/fencun_flat.csv.gz');
export const SENADA_FILE = path.join(CANDIDATES_DIR, 'Playaa93+senada/senada_parsed.csv.gz');
export const SCRAPER_ARCHIVE = path.join(
  CANDIDATES_DIR,
  'jakubjanb+fragrantica-scraper/saved-data.tar.gz',
);
const SCRAPER_MEMBER = 'Saved_Data/all_brands_clean.csv';

export type Gender = 'female' | 'male' | 'unisex';

export interface Pyramid {
  top: string[];
  middle: string[];
  base: string[];
}

export interface FencunRow {
  id: string;
  name: string;
  brand: string;
  year: number | null;
  gender: Gender | null;
  rating: number | null;
  /** Averages of the community's votes: longevity 1–5, sillage 1–4. */
  longevity: number | null;
  sillage: number | null;
  /** Number of votes (correct, not truncated). */
  people: number | null;
  /** Strongest first, strength 0–100. */
  accords: { key: string; strength: number }[];
  /** As stored: Chinese where FenCun translated a note, English otherwise. */
  pyramid: Pyramid | null;
  flatNotes: string[];
  seasons: { winter: number; spring: number; summer: number; autumn: number } | null;
  daytime: { day: number; night: number } | null;
}

export interface SenadaRow {
  id: string;
  name: string | null;
  brand: string | null;
  year: number | null;
  gender: Gender | null;
  rating: number | null;
  perfumer: string | null;
  accords: string[];
  pyramid: Pyramid | null;
}

export interface ScraperRow {
  id: string;
  name: string;
  brand: string;
  rating: number | null;
  votes: number | null;
  gender: Gender | null;
  crawled: string;
}

/** Header-keyed rows of a CSV text. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  const columns = header.map((column) => column.replace(/^\uFEFF/, '').trim());
  return rows.map((row) =>
    Object.fromEntries(columns.map((column, at) => [column, (row[at] ?? '').trim()])),
  );
}

function number(text: string | undefined): number | null {
  if (!text) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

function year(text: string | undefined): number | null {
  const value = number(text);
  return value !== null && Number.isInteger(value) && value > 1000 && value < 2100 ? value : null;
}

/** "female"/"for women"/"women" → female, and so on; anything else is unknown. */
export function parseGender(text: string | undefined): Gender | null {
  const value = (text ?? '').toLowerCase().trim();
  if (value === 'unisex' || value === 'for women and men') return 'unisex';
  if (value === 'female' || value === 'for women' || value === 'women') return 'female';
  if (value === 'male' || value === 'for men' || value === 'men') return 'male';
  return null;
}

function list(text: string | undefined, separator: RegExp): string[] {
  return (text ?? '')
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);
}

function pyramidOf(top: string[], middle: string[], base: string[]): Pyramid | null {
  return top.length + middle.length + base.length > 0 ? { top, middle, base } : null;
}

export function readFencun(file = FENCUN_FILE): Map<string, FencunRow> {
  const rows = csvRecords(gunzipSync(readFileSync(file)).toString('utf8'));
  const byId = new Map<string, FencunRow>();
  for (const row of rows) {
    if (!/^\d+$/.test(row.id ?? '') || !row.name || !row.brand) continue;
    const winter = number(row.season_winter);
    const spring = number(row.season_spring);
    const summer = number(row.season_summer);
    const autumn = number(row.season_autumn);
    const day = number(row.day);
    const night = number(row.night);
    const bar = /\|/;
    byId.set(row.id!, {
      id: row.id!,
      name: row.name,
      brand: row.brand,
      year: year(row.year),
      gender: parseGender(row.gender),
      rating: number(row.rating),
      longevity: number(row.longevity),
      sillage: number(row.sillage),
      people: number(row.people),
      accords: list(row.accords, bar).flatMap((item) => {
        const at = item.lastIndexOf(':');
        const strength = Number(item.slice(at + 1));
        return at > 0 && Number.isFinite(strength) ? [{ key: item.slice(0, at), strength }] : [];
      }),
      pyramid: pyramidOf(
        list(row.notes_top, bar),
        list(row.notes_middle, bar),
        list(row.notes_base, bar),
      ),
      flatNotes: list(row.notes_flat, bar),
      seasons:
        winter !== null && spring !== null && summer !== null && autumn !== null
          ? { winter, spring, summer, autumn }
          : null,
      daytime: day !== null && night !== null ? { day, night } : null,
    });
  }
  return byId;
}

/** senada writes a tier as "Lemon, Mandarin Orange, Cardamom and Pink Pepper". */
export function senadaNotes(text: string | undefined): string[] {
  return list(text, /,\s*|\s+and\s+/);
}

export function readSenada(file = SENADA_FILE): Map<string, SenadaRow> {
  const rows = csvRecords(gunzipSync(readFileSync(file)).toString('utf8'));
  const byId = new Map<string, SenadaRow>();
  for (const row of rows) {
    const id = /-(\d+)$/.exec(row.fragrantica_id ?? '')?.[1];
    // 155 ids repeat; the first row is kept, so the result does not depend on later copies.
    if (!id || byId.has(id)) continue;
    byId.set(id, {
      id,
      name: row.perfume || null,
      brand: row.brand || null,
      year: year(row.launch_year),
      gender: parseGender(row.gender),
      rating: number(row.rating),
      perfumer: row.perfumer || null,
      accords: list(row.main_accords, /,/),
      pyramid: pyramidOf(
        senadaNotes(row.top_notes),
        senadaNotes(row.middle_notes),
        senadaNotes(row.base_notes),
      ),
    });
  }
  return byId;
}

export function readScraper(archive = SCRAPER_ARCHIVE): Map<string, ScraperRow> {
  const text = execFileSync('tar', ['-xzOf', archive, SCRAPER_MEMBER], {
    maxBuffer: 64 * 1024 * 1024,
  }).toString('utf8');
  const byId = new Map<string, ScraperRow>();
  for (const row of csvRecords(text)) {
    const id = /-(\d+)\.html$/.exec(row.url ?? '')?.[1];
    if (!id || !row.name || !row.brand) continue;
    const previous = byId.get(id);
    // A perfume crawled twice: the later crawl wins.
    if (previous && previous.crawled >= (row.last_crawled ?? '')) continue;
    const votes = number(row.votes);
    byId.set(id, {
      id,
      name: row.name,
      brand: row.brand,
      rating: number(row.rating),
      votes: votes !== null && Number.isInteger(votes) ? votes : null,
      gender: parseGender(row.sex),
      crawled: row.last_crawled ?? '',
    });
  }
  return byId;
}
