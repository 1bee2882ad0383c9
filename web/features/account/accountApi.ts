// The browser's calls to the account endpoints of the product API: default collections,
// temporary collections, account deletion, data export and import matching. Signed-in calls carry the bearer token and, on a 401, refresh the
// session once and retry. Answers are checked against the contract; every failure becomes an
// AccountApiError whose message is German and can be shown as it is.
import { z } from 'zod';
import {
  addPerfumesResponseSchema,
  collectionsSimpleResponseSchema,
  ensureCollectionsResponseSchema,
  tempCollectionsResponseSchema,
  tempMigrateResponseSchema,
  type TempAddPerfumesBody,
} from '../../../api/contract/collections';
import { DELETE_ACCOUNT_PATH, deleteAccountResponseSchema } from '../../../api/contract/account';
import {
  accountExportSchema,
  EXPORT_PATH,
  IMPORT_MATCH_PATH,
  importMatchResponseSchema,
  type ImportLine,
} from '../../../api/contract/portability';
import { getAccessToken, refreshAccessToken } from '../auth/authTokens';

export const OFFLINE_MESSAGE = 'Keine Verbindung zum Server. Bitte prüfe deine Internetverbindung.';
export const AUTH_REQUIRED_MESSAGE = 'Authentifizierung erforderlich';
export const UNEXPECTED_MESSAGE =
  'Der Server hat unerwartet geantwortet. Bitte versuche es erneut.';

export class AccountApiError extends Error {
  override name = 'AccountApiError';
  constructor(
    message: string,
    /** HTTP status, or 0 when the server was not reached. */
    readonly status: number,
  ) {
    super(message);
  }
}

export type TokenSource = {
  accessToken: () => Promise<string | null>;
  refreshedAccessToken: () => Promise<string | null>;
};

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;
type Request = {
  path: string;
  method: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  bearer: boolean;
};

// Only the message is needed, and it is German already; reading it without checking the code
// keeps the text right when the server learns a new error code before this build does.
const apiErrorMessageSchema = z.object({ error: z.object({ message: z.string().min(1) }) });

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function failureMessage(status: number, body: unknown): string {
  const apiError = apiErrorMessageSchema.safeParse(body);
  if (apiError.success) return apiError.data.error.message;
  if (status === 401) return AUTH_REQUIRED_MESSAGE;
  return `Der Server ist gerade nicht erreichbar (HTTP ${status}). Bitte versuche es später erneut.`;
}

export function createAccountApi(fetchImpl: Fetch, tokens: TokenSource) {
  async function attempt(request: Request, token: string | null): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      return await fetchImpl(request.path, {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      });
    } catch {
      throw new AccountApiError(OFFLINE_MESSAGE, 0);
    }
  }

  async function send<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
    let token: string | null = null;
    if (request.bearer) {
      token = await tokens.accessToken();
      if (!token) throw new AccountApiError(AUTH_REQUIRED_MESSAGE, 401);
    }
    let response = await attempt(request, token);
    if (response.status === 401 && request.bearer) {
      // The token may have expired between reading and sending it: one refresh, one retry.
      const refreshed = await tokens.refreshedAccessToken();
      if (refreshed) response = await attempt(request, refreshed);
    }
    const body = await readJson(response);
    if (!response.ok)
      throw new AccountApiError(failureMessage(response.status, body), response.status);
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new AccountApiError(UNEXPECTED_MESSAGE, response.status);
    return parsed.data;
  }

  return {
    ensureCollections: () =>
      send(
        { path: '/api/ensure-collections', method: 'POST', bearer: true },
        ensureCollectionsResponseSchema,
      ),
    collectionsSimple: () =>
      send(
        { path: '/api/collections-simple', method: 'GET', bearer: true },
        collectionsSimpleResponseSchema,
      ),
    tempCollections: (email: string, deviceId: string) =>
      send(
        {
          path: `/api/temp-collections?${new URLSearchParams({ email, deviceId }).toString()}`,
          method: 'GET',
          bearer: false,
        },
        tempCollectionsResponseSchema,
      ),
    tempAddPerfumes: (body: TempAddPerfumesBody) =>
      send(
        { path: '/api/temp-collections/add-perfumes', method: 'POST', body, bearer: false },
        addPerfumesResponseSchema,
      ),
    /** Deletes the signed-in account with all its data (spec 001: DSGVO Art. 17). */
    deleteAccount: () =>
      send(
        { path: DELETE_ACCOUNT_PATH, method: 'DELETE', bearer: true },
        deleteAccountResponseSchema,
      ),
    /** Everything the server stores about the signed-in user (DSGVO Art. 20). */
    exportData: () => send({ path: EXPORT_PATH, method: 'GET', bearer: true }, accountExportSchema),
    /** Imported "Marke; Name" lines matched to the catalog; unknown lines come back unmatched. */
    matchImport: (lines: readonly ImportLine[]) =>
      send(
        { path: IMPORT_MATCH_PATH, method: 'POST', body: { lines }, bearer: true },
        importMatchResponseSchema,
      ),
    migrateTempCollections: (email: string) =>
      send(
        { path: '/api/temp-collections/migrate', method: 'POST', body: { email }, bearer: true },
        tempMigrateResponseSchema,
      ),
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;

export const accountApi: AccountApi = createAccountApi((input, init) => fetch(input, init), {
  accessToken: getAccessToken,
  refreshedAccessToken: refreshAccessToken,
});
