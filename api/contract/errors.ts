// Every error the product API can answer with: one stable code, one HTTP status,
// one German default message. The browser maps codes to text through this table too.
import { z } from 'zod';
import { lazySchema } from './lazySchema';

export const errorCatalog = {
  bad_request: { status: 400, message: 'Die Anfrage ist ungültig.' },
  invalid_query: { status: 400, message: 'Die Suchanfrage ist ungültig.' },
  query_too_long: { status: 400, message: 'Der Suchbegriff darf höchstens 200 Zeichen lang sein.' },
  invalid_page: {
    status: 400,
    message: 'Die Seitenangabe muss eine ganze Zahl ab 1 sein.',
  },
  invalid_limit: {
    status: 400,
    message: 'Die Anzahl der Ergebnisse muss eine ganze Zahl zwischen 1 und 100 sein.',
  },
  invalid_json: { status: 400, message: 'Der Inhalt der Anfrage ist kein gültiges JSON.' },
  invalid_body: {
    status: 400,
    message: 'Die Angaben in der Anfrage sind unvollständig oder ungültig.',
  },
  unknown_perfumes: {
    status: 400,
    message: 'Mindestens ein Parfüm ist im Katalog nicht bekannt.',
  },
  unauthorized: { status: 401, message: 'Bitte melde dich an, um fortzufahren.' },
  forbidden: { status: 403, message: 'Dafür fehlt dir die Berechtigung.' },
  admin_token_required: { status: 401, message: 'Admin-Token erforderlich.' },
  admin_token_invalid: { status: 403, message: 'Der Admin-Token ist ungültig.' },
  admin_disabled: {
    status: 403,
    message: 'Das Admin-Dashboard ist ausgeschaltet: Auf dem Server ist kein ADMIN_TOKEN gesetzt.',
  },
  email_not_confirmed: {
    status: 403,
    message: 'Bitte bestätige zuerst deine E-Mail-Adresse.',
  },
  email_mismatch: {
    status: 403,
    message: 'Diese temporären Sammlungen gehören zu einer anderen E-Mail-Adresse.',
  },
  not_found: { status: 404, message: 'Die angeforderte Ressource wurde nicht gefunden.' },
  perfume_not_found: { status: 404, message: 'Dieses Parfüm wurde nicht gefunden.' },
  route_not_found: { status: 404, message: 'Diese Schnittstelle gibt es nicht.' },
  method_not_allowed: { status: 405, message: 'Diese Methode ist hier nicht erlaubt.' },
  already_exists: { status: 409, message: 'Parfüm bereits vorhanden' },
  already_in_wishlist: { status: 409, message: 'Parfüm bereits vorhanden' },
  already_blacklisted: { status: 409, message: 'Parfüm bereits in der Blacklist' },
  collection_limit: {
    status: 409,
    message:
      'Du hast schon 6 Sammlungen – mehr gehen nicht. Lösche eine eigene Sammlung, um eine neue anzulegen.',
  },
  collection_name_taken: { status: 409, message: 'Eine Sammlung mit diesem Namen gibt es schon.' },
  collection_protected: {
    status: 403,
    message: 'Die drei Standardsammlungen kannst du nicht umbenennen oder löschen.',
  },
  item_id_taken: {
    status: 409,
    message: 'Diese Eintrags-ID ist bereits vergeben. Bitte lade die Seite neu.',
  },
  invalid_idempotency_key: {
    status: 400,
    message: 'Der Idempotency-Key muss eine UUID sein.',
  },
  idempotency_key_reused: {
    status: 422,
    message: 'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.',
  },
  invalid_cursor: { status: 400, message: 'Der Synchronisations-Cursor ist ungültig.' },
  temp_collection_full: {
    status: 409,
    message:
      'Deine temporäre Sammlung ist voll (höchstens 200 Parfüms). Bitte bestätige deine E-Mail-Adresse, um weitere Parfüms zu speichern.',
  },
  list_full: {
    status: 409,
    message:
      'Diese Liste ist voll (höchstens 5.000 Einträge). Bitte entferne zuerst Parfüms, die du nicht mehr brauchst.',
  },
  temp_budget_exhausted: {
    status: 429,
    message:
      'Heute wurden schon sehr viele Parfüms vorübergehend gespeichert. Bitte bestätige deine E-Mail-Adresse, um weitere in deinem Konto zu speichern, oder versuche es morgen erneut.',
  },
  temp_storage_full: {
    status: 507,
    message:
      'Der Speicher für vorübergehende Sammlungen ist für heute voll. Bitte bestätige deine E-Mail-Adresse, um in deinem Konto zu speichern, oder versuche es später erneut.',
  },
  analytics_limited: {
    status: 429,
    message: 'Zu viele Statistik-Ereignisse: Weitere werden vorerst nicht gespeichert.',
  },
  record_invalid: {
    status: 422,
    message: 'Dieser Eintrag konnte nicht gespeichert werden, weil seine Daten unvollständig sind.',
  },
  payload_too_large: { status: 413, message: 'Die Anfrage ist zu groß.' },
  unsupported_media_type: {
    status: 415,
    message: 'Die Anfrage muss JSON sein (Content-Type: application/json).',
  },
  photo_unreadable: {
    status: 422,
    message:
      'Das Foto konnte nicht gelesen werden. Bitte nimm es erneut auf oder lade es als JPG oder PNG hoch.',
  },
  not_enough_perfumes: {
    status: 400,
    message: 'Du brauchst mindestens 2 Parfüms für eine Analyse.',
  },
  no_known_perfumes: {
    status: 422,
    message: 'Keines der Parfüms ist im Katalog bekannt. Bitte wähle Parfüms aus der Suche.',
  },
  recommendation_rate_limited: {
    status: 429,
    message:
      'Zu viele Anfragen: Wir können höchstens 10 Empfehlungen pro Minute erstellen. Bitte versuche es in 1–2 Minuten erneut.',
  },
  engine_failed: {
    status: 502,
    message: 'Die Empfehlungen konnten nicht generiert werden.',
  },
  rate_limited: {
    status: 429,
    message: 'Zu viele Anfragen. Bitte versuche es in einer Minute erneut.',
  },
  photo_rate_limited: {
    status: 429,
    message: 'Du hast in kurzer Zeit sehr viele Fotos hochgeladen. Bitte warte ein paar Minuten.',
  },
  // 403, not 401: the token is valid, and a 401 makes clients refresh it and sign out.
  reauthentication_needed: {
    status: 403,
    message:
      'Bitte bestätige zuerst, dass du es bist: mit deinem Passwort oder mit einem Code, den wir dir per E-Mail schicken.',
  },
  reauthentication_not_valid: {
    status: 403,
    message: 'Das Passwort oder der Code stimmt nicht. Bitte versuche es noch einmal.',
  },
  account_deletion_failed: {
    status: 500,
    message: 'Das Konto konnte nicht gelöscht werden.',
  },
  internal_error: {
    status: 500,
    message: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuche es erneut.',
  },
  upload_timeout: {
    status: 408,
    message: 'Das Hochladen hat zu lange gedauert. Bitte versuche es noch einmal.',
  },
  photo_busy: {
    status: 503,
    message:
      'Gerade werden sehr viele Fotos analysiert. Bitte versuche es in ein paar Sekunden erneut.',
  },
  photo_timeout: {
    status: 503,
    message: 'Die Analyse des Fotos hat zu lange gedauert. Bitte versuche es gleich noch einmal.',
  },
  service_unavailable: {
    status: 503,
    message: 'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuche es später erneut.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalog;

export const errorCodes = Object.keys(errorCatalog) as [ErrorCode, ...ErrorCode[]];

export const apiErrorSchema = lazySchema(() =>
  z.object({
    error: z.object({
      code: z.enum(errorCodes),
      message: z.string(),
    }),
  }),
);

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/**
 * The error shape without the code list, for clients that must tell this API's refusal from
 * a proxy's or captive portal's page: a code added by a newer server must still count as the
 * server's word on an older device, or its queue would retry that entry forever.
 */
export const apiErrorShapeSchema = lazySchema(() =>
  z.object({
    error: z.object({ code: z.string().min(1), message: z.string() }),
  }),
);
export type ApiErrorShape = z.infer<typeof apiErrorShapeSchema>;

/** The German text for a code, used when the server's message is unavailable. */
export function errorMessage(code: ErrorCode): string {
  return errorCatalog[code].message;
}
