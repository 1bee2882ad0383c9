// Which browser origins may call /auth/v1: SITE_URL's and the allow-list's, nobody else's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonHeaders } from '../../../tests/support/authTestApp';
import { createTestApp } from '../../../tests/support/testApp';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp([], {
    config: {
      siteUrl: 'https://duftkompass.de',
      redirectAllowList: ['https://*.duftkompass.de/**', 'http://localhost:5173/auth/callback'],
    },
  });
});

afterAll(async () => {
  await t.close();
});

const preflight = (origin: string) =>
  t.app.request('/auth/v1/token?grant_type=password', {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'apikey, authorization, content-type',
    },
  });

// A new address each time: wrong passwords for one address back off (review N7), and CORS is
// what is tested here.
let signIns = 0;
const signIn = (headers: Record<string, string>) =>
  t.app.request('/auth/v1/token?grant_type=password', {
    method: 'POST',
    headers: { ...anonHeaders(t.auth), ...headers },
    body: JSON.stringify({ email: `niemand${++signIns}@example.de`, password: 'falsch123' }),
  });

describe('CORS on /auth/v1', () => {
  it.each([
    ['SITE_URL', 'https://duftkompass.de'],
    ['a subdomain the allow-list’s glob covers', 'https://app.duftkompass.de'],
    ['the origin of an allow-listed callback', 'http://localhost:5173'],
    ['this server itself', 'http://localhost:8787'],
  ])('lets %s call from a browser', async (_, origin) => {
    const response = await preflight(origin);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('apikey');
    const answer = await signIn({ Origin: origin });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
    expect(answer.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
    expect(answer.headers.get('vary')).toContain('Origin');
  });

  it.each([
    'https://evil.example',
    'https://duftkompass.de.evil.example',
    'https://a.b.duftkompass.de',
    'http://duftkompass.de',
    'https://duftkompass.de:8443',
    'http://localhost:5174',
    'null',
  ])('gives %s no Access-Control-Allow-Origin', async (origin) => {
    const response = await preflight(origin);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const answer = await signIn({ Origin: origin });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keeps answering same-origin and server-side calls, which send no Origin', async () => {
    const answer = await signIn({});
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 'invalid_credentials' });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});
