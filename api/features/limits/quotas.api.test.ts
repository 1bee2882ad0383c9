import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleCatalog } from '../../../tests/fixtures/perfumes';
import { callApi, createTestApp, type TestApp } from '../../../tests/support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(sampleCatalog());
});
afterAll(async () => {
  await t.close();
});

/** A photo upload that is refused cheaply (not an image) but still costs its quota. */
function uploadFrom(ip: string) {
  const form = new FormData();
  form.set('image', new File([new TextEncoder().encode('kein Bild')], 'foto.jpg'));
  return t.app.request('/api/photo-analysis-batch', {
    method: 'POST',
    body: form,
    headers: { 'X-Test-Client-Ip': ip },
  });
}

describe('quotas', () => {
  it('allows 30 photo uploads per caller in 10 minutes, then answers 429 in German', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await uploadFrom('198.51.100.20')).status);
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    const refused = await uploadFrom('198.51.100.20');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      error: { code: 'photo_rate_limited', message: expect.stringMatching(/Fotos/) },
    });
    // Another address has its own bucket.
    expect((await uploadFrom('198.51.100.21')).status).toBe(400);
  });

  it('limits anonymous analyses to 30 a minute per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 95; i++) {
      const response = await callApi(t, 'POST', '/api/analysis', {
        body: { inputPerfumes: ['Sauvage', 'Aventus'] },
        headers: { 'X-Test-Client-Ip': '198.51.100.22' },
      });
      statuses.push(response.status);
      if (response.status === 429) break;
    }
    // An anonymous caller's own bucket is its address; it may refill a little meanwhile.
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(30);
    expect(statuses.at(-1)).toBe(429);
  });

  it('counts only searches the response cache cannot answer', async () => {
    const search = (q: string) =>
      t.app.request(`/api/perfumes/search?q=${encodeURIComponent(q)}`, {
        headers: { 'X-Test-Client-Ip': '198.51.100.23' },
      });
    // The same query again and again is answered from the cache and costs nothing.
    for (let i = 0; i < 700; i++) expect((await search('Sauvage')).status).toBe(200);
    // Distinct queries each cost a search: 600 at once, then about 10 a second.
    let allowed = 0;
    let refused: Response | null = null;
    const started = Date.now();
    for (let i = 0; i < 2000 && !refused; i++) {
      const response = await search(`Duft ${i}`);
      if (response.status === 200) allowed++;
      else refused = response;
    }
    const refills = Math.ceil((Date.now() - started) / 100);
    expect(allowed).toBeGreaterThanOrEqual(599);
    expect(allowed).toBeLessThanOrEqual(600 + refills);
    expect(refused?.status).toBe(429);
    expect(await refused?.json()).toMatchObject({ error: { code: 'rate_limited' } });
  });
});

describe('spoofed X-Forwarded-For', () => {
  it('does not give a client a fresh bucket when no proxy is trusted', async () => {
    const strict = await createTestApp([], { rateLimits: { otpPer5Min: 3 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await strict.app.request('/auth/v1/recover', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Forwarded-For': `203.0.113.${i}`,
          },
          body: JSON.stringify({ email: 'spoof@example.de' }),
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await strict.close();
    }
  });

  it('uses only the entry the trusted proxy wrote, whatever the client put before it', async () => {
    const proxied = await createTestApp([], { rateLimits: { otpPer5Min: 3 }, trustProxyHops: 1 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await proxied.app.request('/auth/v1/recover', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            // The client wrote a new address each time; the proxy appended the real one.
            'X-Forwarded-For': `203.0.113.${i}, 198.51.100.99`,
          },
          body: JSON.stringify({ email: 'spoof@example.de' }),
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await proxied.close();
    }
  });
});
