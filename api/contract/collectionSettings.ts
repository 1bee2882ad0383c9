// A signed-in person's own collections (issue 26: up to six, the three defaults plus up to
// three named ones) and each collection's disliked notes (issue 29: "was du nicht magst").
// Both travel through the outbox like every other change (api/contract/sync.ts).
import { z } from 'zod';
import { lazySchema } from './lazySchema';
import { collectionSimpleSchema } from './collections';

/** Spec 000: "bis zu 6 Parfümsammlungen für dich und deine Familie" (3 defaults + 3 own). */
export const MAX_COLLECTIONS = 6;
export const COLLECTION_NAME_MAX_LENGTH = 40;

export const COLLECTION_NAME_MESSAGES = {
  empty: 'Bitte gib der Sammlung einen Namen.',
  tooLong: `Der Name darf höchstens ${COLLECTION_NAME_MAX_LENGTH} Zeichen lang sein.`,
  invalid: 'Der Name darf keine Steuerzeichen enthalten.',
} as const;

/** Trimmed, 1–40 characters, no control characters (German messages for the form and the API). */
export const collectionNameSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .min(1, COLLECTION_NAME_MESSAGES.empty)
    .max(COLLECTION_NAME_MAX_LENGTH, COLLECTION_NAME_MESSAGES.tooLong)
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u001f\u007f]*$/, COLLECTION_NAME_MESSAGES.invalid),
);

/** Names compare case-insensitively and without surrounding spaces ("papa" = "Papa "). */
export function collectionNameKey(name: string): string {
  return name.trim().toLocaleLowerCase('de');
}

/**
 * The first German message for the name, or null with the trimmed name valid. The body
 * schemas below only bound the size: the server checks the name with this, so its answer
 * carries the same message the form shows.
 */
export function collectionNameProblem(name: string): string | null {
  const parsed = collectionNameSchema.safeParse(name);
  return parsed.success
    ? null
    : (parsed.error.issues[0]?.message ?? COLLECTION_NAME_MESSAGES.empty);
}

const rawNameSchema = lazySchema(() => z.string().max(200));

/** POST /api/collections: the id is chosen by the device, so an offline creation keeps it. */
export const collectionCreateBodySchema = lazySchema(() =>
  z.object({ collectionId: z.uuid(), name: rawNameSchema }),
);
/** PUT /api/collections/rename */
export const collectionRenameBodySchema = lazySchema(() =>
  z.object({ collectionId: z.uuid(), name: rawNameSchema }),
);
/** DELETE /api/collections/delete: the collection with its perfumes, wishlist and blacklist. */
export const collectionDeleteBodySchema = lazySchema(() => z.object({ collectionId: z.uuid() }));

export const collectionResultSchema = lazySchema(() =>
  z.object({ collection: collectionSimpleSchema }),
);
export const collectionDeleteResultSchema = lazySchema(() =>
  z.object({ success: z.literal(true), id: z.uuid() }),
);

// ---------------------------------------------------------------------------------------
// Disliked notes

/**
 * The notes a person can dislike: accords of the catalog (keys as in the catalog, German
 * names as api/catalog/accordNames.ts gives them; a test keeps both equal). Accords,
 * because only they are ranked by strength for every perfume, on the server and in the
 * device's offline index alike, which is what "dominated by" needs.
 */
export const DISLIKABLE_NOTES = {
  oud: 'Oud',
  patchouli: 'Patchouli',
  tobacco: 'Tabak',
  leather: 'Ledrig',
  animalic: 'Animalisch',
  smoky: 'Rauchig',
  vanilla: 'Vanille',
  sweet: 'Süß',
  caramel: 'Karamell',
  honey: 'Honig',
  coconut: 'Kokos',
  coffee: 'Kaffee',
  cacao: 'Kakao',
  cinnamon: 'Zimt',
  'warm spicy': 'Warm-würzig',
  powdery: 'Pudrig',
  musky: 'Moschus',
  rose: 'Rose',
  tuberose: 'Tuberose',
  'white floral': 'Weiße Blüten',
  floral: 'Blumig',
  fruity: 'Fruchtig',
  citrus: 'Zitrisch',
  aquatic: 'Aquatisch',
  marine: 'Maritim',
  ozonic: 'Ozonisch',
  aldehydic: 'Aldehydisch',
  green: 'Grün',
  earthy: 'Erdig',
  woody: 'Holzig',
  amber: 'Amber',
  lavender: 'Lavendel',
  iris: 'Iris',
  almond: 'Mandel',
  soapy: 'Seifig',
} as const satisfies Record<string, string>;
export type DislikableNote = keyof typeof DISLIKABLE_NOTES;
export const DISLIKABLE_NOTE_KEYS = Object.keys(DISLIKABLE_NOTES) as DislikableNote[];

/**
 * A perfume is dominated by a note when that accord is among its three strongest: the
 * accords the offline index carries per perfume, so the device decides exactly as the server.
 */
export const DOMINANT_ACCORDS = 3;

export function isDominatedBy(
  accordKeys: readonly string[],
  disliked: ReadonlySet<string> | readonly string[],
): boolean {
  const set = disliked instanceof Set ? disliked : new Set(disliked as readonly string[]);
  if (set.size === 0) return false;
  return accordKeys.slice(0, DOMINANT_ACCORDS).some((key) => set.has(key.trim().toLowerCase()));
}

export const UNKNOWN_NOTE_MESSAGE = 'Diese Note gibt es in der Auswahl nicht.';

export function isDislikableNote(note: string): note is DislikableNote {
  return Object.hasOwn(DISLIKABLE_NOTES, note);
}

/** POST /api/disliked-notes/add and DELETE /api/disliked-notes/delete (notes: isDislikableNote). */
export const dislikedNoteBodySchema = lazySchema(() =>
  z.object({ collectionId: z.uuid(), note: z.string().min(1).max(40) }),
);
