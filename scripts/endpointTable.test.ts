import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../api/contract/endpoints';
import {
  API_DOC_FILE,
  CONTRACT_FILE,
  currentApiDoc,
  endpointTable,
  readEntrySources,
} from './endpointTable';

describe('the endpoint table of docs/api.md', () => {
  it('is the one the contract writes today', async () => {
    const [doc, source] = await Promise.all([
      readFile(API_DOC_FILE, 'utf8'),
      readFile(CONTRACT_FILE, 'utf8'),
    ]);
    expect(
      doc === (await currentApiDoc(doc, source)),
      'docs/api.md is not current with api/contract/endpoints.ts: run `npm run docs:endpoints`',
    ).toBe(true);
  });

  it('lists every endpoint of the contract once, with its method, path and access', async () => {
    const table = endpointTable(await readFile(CONTRACT_FILE, 'utf8'));
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const rows = table
        .split('\n')
        .filter((row) => row.startsWith(`| \`${endpoint.method} ${endpoint.path}\` |`));
      expect(rows, name).toHaveLength(1);
      expect(rows[0]).toContain(`| ${endpoint.access} | \`${name}\` |`);
    }
  });

  it('reads schema names and doc comments from the contract source', () => {
    const sources = readEntrySources(`
      export const endpoints = {
        /** Only for tests. */
        probe: { method: 'POST', path: '/api/probe', body: probeBodySchema, response: okSchema },
        upload: { method: 'POST', path: '/api/upload', body: 'multipart', response: okSchema },
        later: { method: 'GET', path: '/api/later', response: { load: async () => (await m()).laterSchema } },
      } as const satisfies Record<string, Endpoint>;
    `);
    expect(sources.get('probe')).toEqual({
      body: '`probeBodySchema`',
      response: '`okSchema`',
      doc: 'Only for tests.',
    });
    expect(sources.get('upload')?.body).toBe('`multipart`');
    expect(sources.get('later')?.response).toBe('`laterSchema` (loaded on use)');
  });
});
