// A list shared as a link: the catalog ids in the address (`?liste=id1,id2`), no account and
// nothing stored on a server. Perfumes added from a photo without a catalog match have no id
// and stay on the device that added them.
import { MAX_INPUT_PERFUMES } from '../../../api/contract/analysis';
import type { Perfume } from '../../../api/contract/perfume';
import { isCustomPerfume } from './customPerfume';
import { RESULT_PATH } from './stepPaths';

export const SHARED_LIST_PARAM = 'liste';
const ID_PATTERN = /^[a-z]{2,8}-[A-Za-z0-9_-]{1,64}$/;

/** The ids a shared address names, deduplicated and capped; malformed entries are dropped. */
export function sharedIds(search: string): string[] {
  const raw = new URLSearchParams(search).get(SHARED_LIST_PARAM);
  if (!raw) return [];
  const ids = raw.split(',').filter((id) => ID_PATTERN.test(id));
  return [...new Set(ids)].slice(0, MAX_INPUT_PERFUMES);
}

/** Catalog perfumes only: a custom perfume's id means nothing on another device. */
export function shareableIds(perfumes: readonly Perfume[]): string[] {
  return perfumes
    .filter((perfume) => !isCustomPerfume(perfume))
    .map((perfume) => perfume.id)
    .filter((id) => ID_PATTERN.test(id));
}

/** The link to the result step of this list, on this site. */
export function shareUrl(origin: string, perfumes: readonly Perfume[]): string {
  const url = new URL(RESULT_PATH, origin);
  url.searchParams.set(SHARED_LIST_PARAM, shareableIds(perfumes).join(','));
  return url.toString().replaceAll('%2C', ',');
}

/** Whether the device's list already is the shared one (same perfumes, any order). */
export function sameList(ids: readonly string[], perfumes: readonly Perfume[]): boolean {
  const mine = new Set(perfumes.map((perfume) => perfume.id));
  return ids.length === mine.size && ids.every((id) => mine.has(id));
}
