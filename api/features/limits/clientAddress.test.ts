import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './clientAddress';

async function addressSeen(hops: number, forwardedFor?: string) {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, hops)));
  const headers: Record<string, string> = forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {};
  return (await app.request('/', { headers })).text();
}

describe('clientAddress', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    expect(await addressSeen(0, '198.51.100.1')).toBe('unknown');
  });

  it('takes the entry written by the trusted proxy, not the one the client wrote', async () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; our one proxy appended the real address.
    expect(await addressSeen(1, '1.2.3.4, 198.51.100.7')).toBe('198.51.100.7');
    expect(await addressSeen(2, '1.2.3.4, 198.51.100.7, 10.0.0.2')).toBe('198.51.100.7');
  });

  it('takes the oldest entry when the request passed fewer proxies than configured', async () => {
    expect(await addressSeen(2, '198.51.100.9')).toBe('198.51.100.9');
  });

  it('falls back to the socket for entries that are not addresses', async () => {
    expect(await addressSeen(1, 'x'.repeat(500))).toBe('unknown');
    expect(await addressSeen(1, '')).toBe('unknown');
  });
});
