// The German prompts of the OpenAI engine. PROMPT_VERSION goes into every cache key:
// change it whenever a prompt or a model schema changes, so old cached answers are not
// served for the new wording.
import type { Analysis } from '../../../contract/analysis';
import { DISLIKABLE_NOTES, type DislikableNote } from '../../../contract/collectionSettings';
import type { Perfume } from '../../../contract/perfume';
import { type ForWhom, OCCASIONS, type OccasionFilter } from '../../../contract/recommendations';
import { CATEGORY_PROPOSALS, MAIN_PROPOSALS, NICHE_PROPOSALS } from './modelSchemas';

export const PROMPT_VERSION = 'de-2026-11-2';

/** What the prompt knows about the user's list: catalog perfumes and names we do not know. */
export interface PromptList {
  perfumes: readonly Perfume[];
  unknownNames: readonly string[];
}

const RULES = [
  'Du bist ein erfahrener, ehrlicher Parfümberater eines deutschen Online-Magazins.',
  'Schreibe natürliches, freundliches Deutsch in der Du-Form, ohne Werbefloskeln.',
  'Nenne nur Fakten, die in den Angaben stehen oder die du sicher weißt; erfinde keine Noten, Preise, Konzentrationen oder Jahreszahlen.',
  'Antworte ausschließlich mit JSON nach dem vorgegebenen Schema.',
].join('\n');

function perfumeLine(perfume: Perfume): string {
  const parts = [`- ${perfume.name} von ${perfume.brand}`];
  const accords = perfume.accords.slice(0, 5).map((accord) => accord.name);
  if (accords.length > 0) parts.push(`Akkorde: ${accords.join(', ')}`);
  if (perfume.notes.length > 0) parts.push(`Noten: ${perfume.notes.slice(0, 8).join(', ')}`);
  if (perfume.fragranceFamily) parts.push(`Duftfamilie: ${perfume.fragranceFamily}`);
  if (perfume.isNiche) parts.push('Nischenduft');
  return parts.join('; ');
}

export function describeList(list: PromptList): string {
  const lines = list.perfumes.map(perfumeLine);
  for (const name of list.unknownNames) {
    lines.push(`- „${name}“ (nicht in unserem Katalog; keine gesicherten Angaben)`);
  }
  return lines.length > 0 ? lines.join('\n') : '- (keine Düfte angegeben)';
}

export function analysisPrompt(list: PromptList, facts: Analysis) {
  const dna = Object.entries(facts.duft_ich.spider_web)
    .map(([axis, value]) => `${axis} ${value} %`)
    .join(', ');
  return {
    system: `${RULES}\nDu beschreibst das Duftprofil („Duft-DNA“) einer Person anhand ihrer Düfte.`,
    user: [
      'Die Düfte der Person:',
      describeList(list),
      '',
      `Berechnete Duft-DNA (nicht verändern, nur deuten): ${dna}.`,
      `Dominante Noten: ${facts.duft_ich.meta.dominant.join(', ') || 'keine bekannt'}.`,
      '',
      'Schreibe:',
      '- beschreibung: 3–5 Sätze über den Duftcharakter der Person (höchstens 900 Zeichen).',
      '- stil: zwei bis vier Wörter zum Stil, z. B. „klassisch-elegant“ oder „modern und auffällig“.',
      '- energie: zwei bis vier Wörter zur Energie, z. B. „ruhig und frisch“ oder „warm und energisch“.',
      '- persoenlichkeit_stil: 1–3 Einträge mit titel (höchstens 6 Wörter) und begruendung (1–2 Sätze).',
      '- empfehlungs_ziel: 1–2 Sätze, in welche Richtung Empfehlungen gehen sollten.',
      '- kategorien_summary: ein Satz, wie sich die Sammlung gliedert.',
    ].join('\n'),
  };
}

const PROPOSAL_FIELDS = [
  'Für jeden Vorschlag: name (genauer Produktname ohne Marke und ohne Konzentration), brand (Marke),',
  'description (1–2 Sätze zum Duft), reasoning (1–2 Sätze, warum er zur Person passt, mit Bezug auf ihre Düfte),',
  `occasions (1–3 aus: ${OCCASIONS.join(', ')}), is_niche (true nur bei Nischenmarken).`,
  'Schlage nur real existierende, erhältliche Düfte vor und keinen Duft aus der Liste der Person.',
  'Bevorzuge bekannte Düfte, die man in Parfümerien und Online-Shops kaufen kann; bei Nischendüften solche, die Kenner der Nische kennen.',
  'Keine Varianten der Düfte der Person: keine Flanker, Editionen, anderen Konzentrationen oder Neuauflagen (z. B. nicht „Sauvage Elixir“, wenn „Sauvage“ dabei ist).',
].join('\n');

/** The disliked notes as an entry of the "Nicht vorschlagen" list, or null when there are none. */
export function dislikedNotesLine(notes: readonly string[]): string | null {
  const names = notes.map((note) =>
    Object.hasOwn(DISLIKABLE_NOTES, note) ? DISLIKABLE_NOTES[note as DislikableNote] : note,
  );
  if (names.length === 0) return null;
  return `Düfte, die von ${names.join(' oder ')} geprägt sind`;
}

function exclusionLines(excluded: readonly string[]): string[] {
  if (excluded.length === 0) return [];
  return ['', `Nicht vorschlagen (bereits vorhanden oder abgelehnt): ${excluded.join('; ')}.`];
}

function occasionLine(occasion: OccasionFilter): string[] {
  return occasion === 'all' ? [] : ['', `Alle Vorschläge sollen zum Anlass „${occasion}“ passen.`];
}

const FOR_WHOM_LINES: Readonly<Record<ForWhom, string | null>> = {
  damen: 'Schlage nur Damendüfte oder Düfte vor, die Frauen und Männer gleichermaßen tragen.',
  herren: 'Schlage nur Herrendüfte oder Düfte vor, die Frauen und Männer gleichermaßen tragen.',
  egal: null,
};

function forWhomLine(forWhom: ForWhom | undefined): string[] {
  const line = forWhom ? FOR_WHOM_LINES[forWhom] : null;
  return line ? ['', line] : [];
}

function budgetLine(budgetCents: number | undefined): string[] {
  return budgetCents
    ? ['', `Budget: ein Flakon soll höchstens ${Math.round(budgetCents / 100)} € kosten.`]
    : [];
}

export function recommendPrompt(
  list: PromptList,
  excluded: readonly string[],
  occasion: OccasionFilter,
  forWhom?: ForWhom,
  budgetCents?: number,
) {
  return {
    system: `${RULES}\nDu empfiehlst Düfte, die zum Profil einer Person passen.`,
    user: [
      'Die Düfte der Person:',
      describeList(list),
      ...exclusionLines(excluded),
      ...occasionLine(occasion),
      ...forWhomLine(forWhom),
      ...budgetLine(budgetCents),
      '',
      `Schlage ${MAIN_PROPOSALS} Düfte vor (recommendations, unterschiedliche Marken bevorzugt) und ${NICHE_PROPOSALS} weitere Nischendüfte (niche).`,
      PROPOSAL_FIELDS,
      'summary: conclusion (Fazit zum Profil, 2 Sätze), empfehlung (wonach die Person suchen sollte, 1–2 Sätze), nicheHighlight (1–2 Sätze zu den Nischendüften).',
    ].join('\n'),
  };
}

export function nichePrompt(
  list: PromptList,
  excluded: readonly string[],
  count: number,
  forWhom?: ForWhom,
  budgetCents?: number,
) {
  return {
    system: `${RULES}\nDu empfiehlst Nischendüfte, die zum Profil einer Person passen.`,
    user: [
      'Die Düfte der Person:',
      describeList(list),
      ...exclusionLines(excluded),
      ...forWhomLine(forWhom),
      ...budgetLine(budgetCents),
      '',
      `Schlage ${count} Nischendüfte vor (niche), jeweils von verschiedenen Nischenmarken.`,
      PROPOSAL_FIELDS,
      'nicheHighlight: 1–2 Sätze, was diese Nischendüfte für die Person besonders macht.',
    ].join('\n'),
  };
}

export function categoryPrompt(
  categories: readonly { label: string; perfumes: readonly string[] }[],
  excluded: readonly string[],
) {
  const groups = categories.map(
    (category) => `- ${category.label}: ${category.perfumes.join('; ')}`,
  );
  return {
    system: `${RULES}\nDu empfiehlst zu jeder Duftgruppe einer Sammlung passende weitere Düfte.`,
    user: [
      'Die Gruppen der Sammlung mit ihren Düften:',
      ...groups,
      ...exclusionLines(excluded),
      '',
      `Gib für jede Gruppe (label unverändert übernehmen) ${CATEGORY_PROPOSALS} Vorschläge (recommendations).`,
      PROPOSAL_FIELDS,
      'fazit: 2–3 Sätze über die Sammlung und die Vorschläge insgesamt.',
    ].join('\n'),
  };
}

/**
 * The photo prompt's own cache-key version (the text prompts keep PROMPT_VERSION): bumped
 * when the photo prompt or its answer's shape changes. photo-2: barcode digits per bottle.
 */
export const PHOTO_PROMPT_VERSION = 'de-photo-2';

export function photoPrompt() {
  return {
    system: [
      'Du liest Parfümflaschen auf Fotos. Antworte ausschließlich mit JSON nach dem vorgegebenen Schema.',
      'Rate nicht: nimm nur Flaschen auf, deren Marke und Name du auf dem Etikett oder an der eindeutigen Flaschenform erkennst.',
    ].join('\n'),
    text: [
      'Welche Parfüms sind auf diesem Foto zu sehen? Für jede Flasche:',
      'name (Produktname ohne Marke und ohne Konzentration), brand (Marke),',
      'concentration (wie aufgedruckt, z. B. „Eau de Parfum“, sonst null),',
      'confidence (0 bis 1: wie sicher du bei Marke und Name bist),',
      'barcode (die Ziffern unter einem EAN-Strichcode auf der Verpackung oder dem Preisschild dieser Flasche,',
      'nur wenn du jede Ziffer sicher lesen kannst, sonst null).',
      'Keine Flasche erkennbar: bottles ist leer.',
    ].join('\n'),
  };
}
