// German texts of the perfume page (/parfum/:id) itself: its title and description for the
// browser and search engines, the loading and not-found states and its actions (issue 29: one
// copy module per screen family). The page is a first visit, so every text is its own export
// and the bundler keeps only what a component imports (tests/e2e/budget.spec.ts).

const SITE = 'Duftkompass';

export const perfumePageFallbackTitle = `Parfüm – ${SITE}`;
export const perfumePageFallbackDescription =
  'Duftnoten, Akkorde und ähnliche Düfte bei Duftkompass.';
export const perfumePageTitle = (name: string, brand: string) =>
  `${name} von ${brand} – Duftnoten und ähnliche Düfte | ${SITE}`;
/** `year` is " (2015)" where known, else empty. */
export const perfumePageDescription = (name: string, year: string, brand: string) =>
  `${name}${year} von ${brand}: Kopf-, Herz- und Basisnoten, Akkorde, Haltbarkeit und ähnliche Düfte.`;

export const perfumeLoading = 'Duft wird geladen …';
export const perfumeNotFound = 'Diesen Duft gibt es in unserem Katalog nicht.';
export const perfumeOfflineMissing = 'Dieser Duft ist ohne Verbindung nicht verfügbar.';
export const perfumeNotFoundHint = 'Vielleicht ist der Link unvollständig. ';
export const perfumeOfflineHint = 'Sobald du wieder online bist, lädt die Seite von selbst. ';
export const perfumeToSearch = 'Zur Parfümsuche';

export const perfumerLabel = (count: number) => (count === 1 ? 'Parfümeur' : 'Parfümeure');
export const nicheBadge = 'Nischenduft';
export const perfumeChosenRemove = '✓ In deiner Auswahl – entfernen';
export const perfumePartialNotice =
  'Ohne Verbindung zeigen wir, was dein Gerät gespeichert hat. Duftnoten, Haltbarkeit und Preise folgen, sobald du wieder online bist.';

// The page's save block (signed in and signed out) and its similar perfumes.
export const saveGroupLabel = 'Speichern';
export const saveCollectionLabel = 'Sammlung';
export const saveToCollection = 'In meine Sammlung';
export const saveToWishlist = 'Auf die Wunschliste';
export const saveToBlacklist = 'Nicht mein Duft';
export const saveNeedsAccount =
  'Sammlung, Wunschliste und Blacklist brauchen ein kostenloses Konto.';
export const saveFailedTitle = 'Speichern fehlgeschlagen';
export const saveFailedDescription = 'Bitte versuche es erneut.';
export const similarPerfumesTitle = 'Ähnliche Düfte';

// The page's facts: notes, accords, longevity and sillage, when to wear, the rating.
export const notesTitle = 'Duftnoten';
export const topNotesLabel = 'Kopfnoten';
export const heartNotesLabel = 'Herznoten';
export const baseNotesLabel = 'Basisnoten';
export const accordsTitle = 'Akkorde';
export const accordsHint = 'Vom stärksten zum schwächsten Akkord.';
export const wearTitle = 'Haltbarkeit und Sillage';
export const longevityLabel = 'Haltbarkeit';
export const sillageLabel = 'Sillage';
/** Words for a community score from low to high, in four steps. */
export const LONGEVITY_WORDS = ['kurz', 'mittel', 'lang', 'sehr lang'] as const;
export const SILLAGE_WORDS = ['dezent', 'mäßig', 'kräftig', 'raumfüllend'] as const;
export const whenTitle = 'Wann tragen?';
export const seasonsLabel = 'Jahreszeiten';
export const daytimeLine = (daytime: string) => `Tageszeit: ${daytime}.`;
export const ratingLine = (value: string) => `Bewertung: ${value} von 5`;
/** `formatted` is `votes` as the page writes numbers (29.515). */
export const votesLabel = (votes: number, formatted: string) =>
  votes === 1 ? '1 Bewertung' : `${formatted} Bewertungen`;
