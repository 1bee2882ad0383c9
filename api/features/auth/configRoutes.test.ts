import { describe, expect, it } from 'vitest';
import { endpoints } from '../../contract/endpoints';
import { runtimeConfigSchema } from '../../contract/runtimeConfig';
import { apiPath } from '../../http/endpointRoutes';
import { configRoutes } from './apiAuthRoutes';

const auth = {
  url: 'http://localhost:8787',
  anonKey: 'anon',
  mode: 'embedded',
  googleEnabled: false,
} as const;

describe('GET /api/config', () => {
  it('names the operator and the AI provider it was given', async () => {
    const legal = {
      operator: {
        name: 'Duftkompass GmbH',
        address: 'Musterweg 1, 10115 Berlin',
        email: 'kontakt@duftkompass.example',
        phone: null,
        representative: null,
        vatId: 'DE123456789',
      },
      aiProvider: 'openai',
    } as const;
    const response = await configRoutes({ auth, legal }).request(apiPath(endpoints.config));
    expect(runtimeConfigSchema.parse(await response.json())).toEqual({ auth, legal });
  });

  it('answers "no operator, no external AI" when the legal part was left out', async () => {
    const body: unknown = await (
      await configRoutes({ auth }).request(apiPath(endpoints.config))
    ).json();
    expect(body).toEqual({ auth, legal: { operator: null, aiProvider: 'none' } });
  });
});
