// Groups the user's own perfumes into categories: by the catalog's fragrance family, else
// by the strongest accord; unknown perfumes by the family their sender gave, else into one
// "not in the catalog" group. Every input perfume appears exactly once, because the profile
// page decides whether an analysis is current by comparing these names with the collection.
import type { Kategorie, Kategorien } from '../../../contract/analysis';
import type { CatalogModel } from './catalogModel';
import type { ResolvedInput } from './resolveInput';
import { joinGerman, type Picker } from './seededText';

const MAX_CATEGORIES = 12;
const NOT_IN_CATALOG = 'Nicht im Katalog';

interface Group {
  label: string;
  rows: number[];
  perfumes: Kategorie['perfumes'];
  fromSender: boolean;
}

export function buildKategorien(
  model: CatalogModel,
  input: ResolvedInput,
  picker: Picker,
): Kategorien {
  const groups = new Map<string, Group>();
  const groupFor = (label: string, fromSender = false): Group => {
    let group = groups.get(label);
    if (!group) {
      group = { label, rows: [], perfumes: [], fromSender };
      groups.set(label, group);
    }
    return group;
  };
  for (const row of input.rows) {
    const perfume = model.perfumes[row]!;
    const label = perfume.fragranceFamily ?? perfume.accords[0]?.name ?? NOT_IN_CATALOG;
    const given = input.givenNames.get(row);
    const group = groupFor(label);
    group.rows.push(row);
    group.perfumes.push({
      name: given?.name ?? perfume.name,
      brand: given?.brand ?? perfume.brand,
      image_url: perfume.image ?? null,
    });
  }
  const customNames = new Set(
    input.custom.map((custom) => `${custom.name} ${custom.brand}`.trim()),
  );
  for (const custom of input.custom) {
    groupFor(custom.family ?? NOT_IN_CATALOG, custom.family !== null).perfumes.push({
      name: custom.name,
      brand: custom.brand,
      image_url: null,
    });
  }
  for (const name of input.unknown) {
    if (customNames.has(name)) continue;
    groupFor(NOT_IN_CATALOG).perfumes.push({ name, brand: '', image_url: null });
  }

  let ordered = [...groups.values()].sort(
    (a, b) =>
      Number(a.label === NOT_IN_CATALOG) - Number(b.label === NOT_IN_CATALOG) ||
      b.perfumes.length - a.perfumes.length ||
      a.label.localeCompare(b.label, 'de'),
  );
  if (ordered.length > MAX_CATEGORIES) {
    const rest: Group = { label: 'Weitere', rows: [], perfumes: [], fromSender: false };
    for (const group of ordered.slice(MAX_CATEGORIES - 1)) {
      rest.rows.push(...group.rows);
      rest.perfumes.push(...group.perfumes);
    }
    ordered = [...ordered.slice(0, MAX_CATEGORIES - 1), rest];
  }

  const categories = ordered.map((group) => ({
    label: group.label,
    rationale: rationale(model, group, picker),
    perfumes: group.perfumes,
  }));
  const total = categories.reduce((sum, category) => sum + category.perfumes.length, 0);
  const largest = categories[0];
  const second = categories[1];
  const groupCount = categories.length === 1 ? 'eine Gruppe' : `${categories.length} Gruppen`;
  const perfumes = total === 1 ? 'Deine Auswahl' : `Deine ${total} Düfte`;
  // A tie is a tie: with every group the same size nothing "leads".
  const summary =
    largest === undefined
      ? 'Es sind noch keine Düfte zum Gruppieren da.'
      : categories.length === 1
        ? `${perfumes} ${total === 1 ? 'gehört' : 'gehören'} zu einer Gruppe: ${largest.label}.`
        : second !== undefined && second.perfumes.length === largest.perfumes.length
          ? picker.pick([
              `${perfumes} verteilen sich gleichmäßig auf ${groupCount}.`,
              `${perfumes} verteilen sich auf ${groupCount}, keine davon überwiegt.`,
            ])
          : picker.pick([
              `${perfumes} verteilen sich auf ${groupCount}; die meisten gehören zu ${largest.label}.`,
              `Von ${groupCount} ist ${largest.label} in deiner Auswahl am stärksten vertreten.`,
            ]);
  return { summary, categories };
}

function rationale(model: CatalogModel, group: Group, picker: Picker): string {
  if (group.rows.length === 0) {
    return group.fromSender
      ? `Familie laut deinen Angaben; ${group.perfumes.length === 1 ? 'dieser Duft ist' : 'diese Düfte sind'} nicht in unserem Katalog.`
      : `${group.perfumes.length === 1 ? 'Dieser Duft ist' : 'Diese Düfte sind'} nicht in unserem Katalog, daher liegen keine Akkorde vor.`;
  }
  const accordCounts = new Map<string, number>();
  for (const row of group.rows) {
    for (const accord of model.perfumes[row]!.accords.slice(0, 3)) {
      accordCounts.set(accord.name, (accordCounts.get(accord.name) ?? 0) + 1);
    }
  }
  const shared = [...accordCounts]
    .filter(([, count]) => count * 2 >= group.rows.length)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'de'))
    .slice(0, 3)
    .map(([name]) => name);
  if (group.rows.length === 1) {
    const perfume = model.perfumes[group.rows[0]!]!;
    return shared.length > 0
      ? `${perfume.name} von ${perfume.brand}: geprägt von ${joinGerman(shared)}.`
      : `${perfume.name} von ${perfume.brand}; zu diesem Duft sind keine Akkorde bekannt.`;
  }
  if (shared.length === 0) {
    return `${group.rows.length} Düfte der Gruppe ${group.label}, jeder mit eigenen Akzenten.`;
  }
  return picker.pick([
    `${group.rows.length} Düfte mit den gemeinsamen Akkorden ${joinGerman(shared)}.`,
    `Verbindet ${group.rows.length} Düfte, in denen ${joinGerman(shared)} ganz vorn stehen.`,
  ]);
}
