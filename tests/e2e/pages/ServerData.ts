// What the server holds for an account, read over the API with the account's own token:
// the e2e specs compare it with what the device shows after syncing.
import { expect, type APIRequestContext } from '@playwright/test';
import { z } from 'zod';

const configSchema = z.object({ auth: z.object({ anonKey: z.string() }) });
const tokenSchema = z.object({ access_token: z.string() });
const collectionsSchema = z.object({
  collections: z.array(
    z.object({
      name: z.string(),
      collection_items: z.array(z.object({ name: z.string() })),
    }),
  ),
});

export class ServerData {
  private token: string | null = null;

  constructor(
    private readonly request: APIRequestContext,
    private readonly email: string,
    private readonly password: string,
  ) {}

  private async accessToken(): Promise<string> {
    if (this.token) return this.token;
    const config = configSchema.parse(await (await this.request.get('/api/config')).json());
    const response = await this.request.post('/auth/v1/token?grant_type=password', {
      headers: { apikey: config.auth.anonKey },
      data: { email: this.email, password: this.password },
    });
    expect(response.status(), await response.text()).toBe(200);
    this.token = tokenSchema.parse(await response.json()).access_token;
    return this.token;
  }

  /** The perfume names of one collection, sorted. */
  async itemNames(collectionName: string): Promise<string[]> {
    const response = await this.request.get('/api/collections-data', {
      headers: { Authorization: `Bearer ${await this.accessToken()}` },
    });
    expect(response.status(), await response.text()).toBe(200);
    const { collections } = collectionsSchema.parse(await response.json());
    const collection = collections.find((c) => c.name === collectionName);
    return (collection?.collection_items ?? []).map((item) => item.name).sort();
  }

  /** A signed-in API call of this user: status and parsed JSON body. */
  async call(method: 'GET' | 'POST', path: string, body?: unknown) {
    const response = await this.request.fetch(path, {
      method,
      headers: { Authorization: `Bearer ${await this.accessToken()}` },
      ...(body === undefined ? {} : { data: body }),
    });
    return { status: response.status(), body: (await response.json()) as unknown };
  }

  /** The status of a password sign-in now (400 once the login account is gone). */
  async signInStatus(): Promise<number> {
    const config = configSchema.parse(await (await this.request.get('/api/config')).json());
    const response = await this.request.post('/auth/v1/token?grant_type=password', {
      headers: { apikey: config.auth.anonKey },
      data: { email: this.email, password: this.password },
    });
    return response.status();
  }

  /** The status of reading the collections with the token signed in earlier. */
  async collectionsStatus(): Promise<number> {
    const response = await this.request.get('/api/collections-data', {
      headers: { Authorization: `Bearer ${await this.accessToken()}` },
    });
    return response.status();
  }
}
