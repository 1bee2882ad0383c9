// German texts of the local Duft-DNA: description, style entries, style/energy words and the
// recommendation goal. Every sentence is built from the list's data (accords, notes, axes,
// years, sillage votes); nothing about gender, price or concentration, which the catalog
// does not hold. Phrasing varies with the list through the seeded picker.
import {
  SPIDER_AXES,
  SPIDER_AXIS_LABELS,
  type SpiderAxis,
  type SpiderWeb,
} from '../../../contract/analysis';
import { ACCORD_AXES } from './axes';
import type { CatalogModel } from './catalogModel';
import type { ListProfile } from './listProfile';
import { joinGerman, type Picker } from './seededText';

export interface RankedAxis {
  axis: SpiderAxis;
  index: number;
  value: number;
}

export function rankAxes(web: SpiderWeb): RankedAxis[] {
  return SPIDER_AXES.map((axis, index) => ({ axis, index, value: web[axis] })).sort(
    (a, b) => b.value - a.value || a.index - b.index,
  );
}

/** Accords of the list that feed an axis (weight ≥ 0.5 in the axis table), strongest first. */
export function accordsFeeding(profile: ListProfile, axisIndex: number, limit = 3): string[] {
  return profile.accords
    .filter((term) => (ACCORD_AXES[term.key]?.[axisIndex] ?? 0) >= 0.5)
    .slice(0, limit)
    .map((term) => term.name);
}

/** The list's perfume that scores highest on an axis. */
function strongestOn(model: CatalogModel, profile: ListProfile, axisIndex: number) {
  let best: number | null = null;
  for (const row of profile.rows) {
    if (best === null || model.rawAxes[row * 6 + axisIndex]! > model.rawAxes[best * 6 + axisIndex]!)
      best = row;
  }
  return best === null ? null : model.perfumes[best]!;
}

const STYLE_TITLES: Record<SpiderAxis, readonly string[]> = {
  sportlich: ['Sportlich-aktiv', 'Unkompliziert und sportlich'],
  sinnlich: ['Sinnlich', 'Nah an der Haut'],
  elegant: ['Elegant', 'Stilbewusst'],
  frisch: ['Frisch und klar', 'Luftig-frisch'],
  orientalisch: ['Warm und orientalisch', 'Würzig-warm'],
  holzig: ['Holzig und geerdet', 'Natürlich-holzig'],
};

export interface StyleFacts {
  /** Mean sillage score (0–100) over perfumes with enough votes, or null. */
  sillage: number | null;
  /** Median release year over perfumes with a known year, when at least half have one. */
  medianYear: number | null;
}

export function styleFacts(model: CatalogModel, profile: ListProfile): StyleFacts {
  const sillages: number[] = [];
  const years: number[] = [];
  for (const row of profile.rows) {
    const perfume = model.perfumes[row]!;
    if (perfume.sillage && perfume.sillage.votes >= 3) sillages.push(perfume.sillage.score);
    if (perfume.year !== null) years.push(perfume.year);
  }
  years.sort((a, b) => a - b);
  return {
    sillage:
      sillages.length > 0
        ? sillages.reduce((sum, value) => sum + value, 0) / sillages.length
        : null,
    medianYear:
      years.length > 0 && years.length * 2 >= profile.rows.length
        ? years[Math.floor(years.length / 2)]!
        : null,
  };
}

const BOLD_ACCORDS = new Set(['animalic', 'oud', 'leather', 'smoky', 'tobacco', 'tuberose']);

/**
 * Style and energy words, chosen so the UI's bars (spec 001 §9) match the data: "Auffällig"
 * (strong sillage, strongly oriental, or bold accords among the top three) and "Modern"
 * (median release year 2010 or later) fill the style bar; "Warm" (oriental + sensual outweigh
 * fresh + sporty) and "Energisch" (sporty ≥ 60) fill the energy bar.
 */
export function stilEnergie(
  profile: ListProfile,
  facts: StyleFacts,
): { stil: string; energie: string } {
  if (profile.size === 0) return { stil: 'Ausgewogen', energie: 'Warm' };
  const web = profile.spiderWeb;
  const ranked = rankAxes(web);
  const bold = profile.accords.slice(0, 3).some((term) => BOLD_ACCORDS.has(term.key));
  let stil: string;
  if ((facts.sillage !== null && facts.sillage >= 60) || web.orientalisch >= 70 || bold) {
    stil = 'Auffällig';
  } else if (facts.medianYear !== null && facts.medianYear >= 2010) {
    stil = 'Modern';
  } else if (ranked[0]!.axis === 'elegant') {
    stil = 'Klassisch-elegant';
  } else if (ranked[0]!.value - ranked[5]!.value < 25) {
    stil = 'Ausgewogen';
  } else {
    stil = 'Dezent';
  }
  const warmth = web.orientalisch + web.sinnlich;
  const coolness = web.frisch + web.sportlich;
  const energie = warmth >= coolness ? 'Warm' : web.sportlich >= 60 ? 'Energisch' : 'Leicht';
  return { stil, energie };
}

/** Radar values this close read as a tie, and this close as "dicht gefolgt". */
const AXIS_TIE = 2;
const AXIS_CLOSE = 8;

/** A 0–100 radar value in words. */
function strengthWord(value: number): string {
  if (value >= 70) return 'stark ausgeprägt';
  if (value >= 50) return 'deutlich spürbar';
  return 'spürbar';
}

/** "N°5 von Chanel", but "Chanel N°5" alone when the name already says the house. */
function perfumeWithBrand(name: string, brand: string): string {
  return name.toLowerCase().includes(brand.toLowerCase()) ? name : `${name} von ${brand}`;
}

function countPhrase(size: number): string {
  return size === 1 ? 'einem Duft' : `${size} Düften`;
}

export function beschreibung(profile: ListProfile, unknownCount: number, picker: Picker): string {
  const unknownNote =
    unknownCount === 0
      ? ''
      : unknownCount === 1
        ? ' Ein Duft ist nicht in unserem Katalog und zählt nur mit, wenn Noten angegeben sind.'
        : ` ${unknownCount} Düfte sind nicht in unserem Katalog und zählen nur mit, wenn Noten angegeben sind.`;
  if (profile.size === 0) {
    return `Zu den angegebenen Düften liegen uns keine Akkorde oder Noten vor, daher bleibt das Profil leer.${unknownNote}`;
  }
  const [first, second] = rankAxes(profile.spiderWeb);
  const accords = joinGerman(profile.accords.slice(0, 3).map((term) => term.name));
  const notes = joinGerman(profile.countedNotes.slice(0, 3).map((term) => term.name));
  const gap = first!.value - second!.value;
  const firstLabel = SPIDER_AXIS_LABELS[first!.axis];
  const secondLabel = SPIDER_AXIS_LABELS[second!.axis];
  const notesSentence = notes
    ? picker.pick([
        ` Am häufigsten tauchen ${notes} auf.`,
        ` Unter den Noten stechen ${notes} hervor.`,
        ` Wiederkehrende Noten sind ${notes}.`,
      ])
    : '';
  const accordSentence = accords
    ? picker.pick([
        `Deine Auswahl aus ${countPhrase(profile.size)} kreist um ${accords}.`,
        `Bei ${countPhrase(profile.size)} prägen vor allem ${accords} dein Duftbild.`,
        `${accords} bestimmen den Charakter deiner Auswahl.`,
      ])
    : `Dein Profil beruht auf den angegebenen Noten von ${countPhrase(profile.size)}.`;
  // Words for the radar's order, never its numbers: within a few points it is a tie.
  const axisSentence =
    gap <= AXIS_TIE
      ? picker.pick([
          ` ${firstLabel} und ${secondLabel} halten sich in deinem Profil die Waage.`,
          ` Im Duftprofil liegen ${firstLabel} und ${secondLabel} gleichauf vorn.`,
        ])
      : gap <= AXIS_CLOSE
        ? ` Im Duftprofil steht ${firstLabel} vorn, dicht gefolgt von ${secondLabel}.`
        : picker.pick([
            ` Im Duftprofil steht ${firstLabel} klar vorn, mit Abstand vor ${secondLabel}.`,
            ` ${firstLabel} prägt dein Profil deutlich stärker als alles andere.`,
          ]);
  return `${accordSentence}${notesSentence}${axisSentence}${unknownNote}`;
}

export function persoenlichkeitStil(
  model: CatalogModel,
  profile: ListProfile,
  facts: StyleFacts,
  stil: string,
  picker: Picker,
): { titel: string; begruendung: string }[] {
  if (profile.size === 0) {
    return [
      {
        titel: 'Noch offen',
        begruendung: 'Ohne bekannte Akkorde oder Noten lässt sich noch kein Stil ablesen.',
      },
    ];
  }
  const entries = rankAxes(profile.spiderWeb)
    .slice(0, 2)
    .filter((ranked, i) => i === 0 || ranked.value >= 30)
    .map((ranked) => {
      const feeding = accordsFeeding(profile, ranked.index);
      const example = strongestOn(model, profile, ranked.index);
      const because =
        feeding.length > 0
          ? picker.pick([
              `Getragen von ${joinGerman(feeding)}`,
              `Dafür sorgen vor allem ${joinGerman(feeding)}`,
            ])
          : 'Getragen von den angegebenen Noten';
      const exampleText = example
        ? picker.pick([
            `; am deutlichsten bei ${perfumeWithBrand(example.name, example.brand)}.`,
            `; ${perfumeWithBrand(example.name, example.brand)} zeigt es am stärksten.`,
          ])
        : '.';
      return {
        titel: picker.pick(STYLE_TITLES[ranked.axis]),
        begruendung: `${SPIDER_AXIS_LABELS[ranked.axis]} ist in deinem Profil ${strengthWord(ranked.value)}. ${because}${exampleText}`,
      };
    });
  if (stil === 'Modern' && facts.medianYear !== null) {
    entries.push({
      titel: 'Zeitgemäß',
      begruendung: `Die Hälfte deiner Düfte ist ${facts.medianYear} oder später erschienen.`,
    });
  } else if (stil === 'Auffällig' && facts.sillage !== null && facts.sillage >= 60) {
    entries.push({
      titel: 'Mit Ausstrahlung',
      begruendung: `Die Community beschreibt die Sillage deiner Düfte im Mittel als ${facts.sillage >= 75 ? 'raumfüllend' : 'kräftig'}.`,
    });
  }
  return entries;
}

export function empfehlungsZiel(profile: ListProfile, picker: Picker): string {
  if (profile.size === 0) {
    return 'Sobald Düfte aus dem Katalog oder ihre Noten bekannt sind, suchen die Empfehlungen nach ähnlichen Akkorden.';
  }
  const ranked = rankAxes(profile.spiderWeb);
  const accords = joinGerman(profile.accords.slice(0, 2).map((term) => term.name));
  const notes = joinGerman(profile.countedNotes.slice(0, 2).map((term) => term.name));
  const top = SPIDER_AXIS_LABELS[ranked[0]!.axis];
  const low = ranked[5]!;
  const core = accords
    ? picker.pick([
        `Gesucht sind Düfte, die ${accords} aufgreifen`,
        `Die Empfehlungen sollen an ${accords} anknüpfen`,
      ])
    : `Die Empfehlungen sollen an die Noten ${notes} anknüpfen`;
  const withNotes = accords && notes ? ` und Noten wie ${notes} mitbringen` : '';
  const axis = picker.pick([
    `, mit Schwerpunkt ${top}.`,
    `, damit der Schwerpunkt ${top} erhalten bleibt.`,
  ]);
  const lowText =
    low.value < 25
      ? ` ${SPIDER_AXIS_LABELS[low.axis]} kommt in deiner Auswahl bisher kaum vor.`
      : '';
  return `${core}${withNotes}${axis}${lowText}`;
}
