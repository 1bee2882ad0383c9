import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  clientAddress,
  DEFAULT_PROXY_NETWORKS,
  networkKey,
  parseCidrList,
  plainAddress,
} from './clientAddress';

const PROXIES = parseCidrList(DEFAULT_PROXY_NETWORKS);

async function addressSeen(hops: number, forwardedFor?: string, socket = '127.0.0.1') {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, { hops, from: PROXIES }, socket)));
  const headers: Record<string, string> = forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {};
  return (await app.request('/', { headers })).text();
}

describe('clientAddress', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    expect(await addressSeen(0, '198.51.100.1')).toBe('127.0.0.1');
  });

  it('takes the entry written by the trusted proxy, not the one the client wrote', async () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; our one proxy appended the real address.
    expect(await addressSeen(1, '1.2.3.4, 198.51.100.7')).toBe('198.51.100.7');
    expect(await addressSeen(2, '1.2.3.4, 198.51.100.7, 10.0.0.2')).toBe('198.51.100.7');
  });

  it('believes the header only from a peer in TRUST_PROXY_FROM (N21)', async () => {
    // The app port reached directly from the internet: the caller wrote the header itself.
    expect(await addressSeen(1, '1.2.3.4', '203.0.113.9')).toBe('203.0.113.9');
    expect(await addressSeen(1, '1.2.3.4', '::ffff:10.1.2.3')).toBe('1.2.3.4');
    const only = parseCidrList(['192.0.2.10']);
    const app = new Hono().get('/', (c) =>
      c.text(clientAddress(c, { hops: 1, from: only }, '192.0.2.11')),
    );
    expect(
      await (await app.request('/', { headers: { 'X-Forwarded-For': '1.2.3.4' } })).text(),
    ).toBe('192.0.2.11');
  });

  it("keeps each trust list's answers apart while remembering peers, past its memo's size", async () => {
    const only = parseCidrList(['192.0.2.10']);
    const seen = async (from: typeof only, socket: string) => {
      const app = new Hono().get('/', (c) => c.text(clientAddress(c, { hops: 1, from }, socket)));
      return (await app.request('/', { headers: { 'X-Forwarded-For': '1.2.3.4' } })).text();
    };
    for (let round = 0; round < 2; round++) {
      expect(await seen(only, '192.0.2.10')).toBe('1.2.3.4');
      expect(await seen(PROXIES, '192.0.2.10')).toBe('192.0.2.10'); // not a private network
      expect(await seen(only, '10.0.0.1')).toBe('10.0.0.1');
      expect(await seen(PROXIES, '10.0.0.1')).toBe('1.2.3.4');
    }
    // Many distinct peers (a port reached directly): the answers stay right after the memo fills.
    for (let i = 0; i < 1100; i++) {
      expect(await seen(only, `198.51.${i >> 8}.${i & 255}`)).toBe(`198.51.${i >> 8}.${i & 255}`);
    }
    expect(await seen(only, '192.0.2.10')).toBe('1.2.3.4');
  });

  it('takes the oldest entry when the request passed fewer proxies than configured', async () => {
    expect(await addressSeen(2, '198.51.100.9')).toBe('198.51.100.9');
  });

  it('falls back to the socket for entries that are not addresses', async () => {
    expect(await addressSeen(1, 'x'.repeat(500))).toBe('127.0.0.1');
    expect(await addressSeen(1, '')).toBe('127.0.0.1');
  });

  it('refuses a bad CIDR list with a German message', () => {
    expect(() => parseCidrList(['10.0.0.0/33'])).toThrow(/Präfixlänge/);
    expect(() => parseCidrList(['proxy.local'])).toThrow(/keine IP-Adresse/);
  });
});

describe('networkKey', () => {
  it('keeps IPv4 addresses, also when a dual-stack socket maps them', () => {
    expect(networkKey('198.51.100.7', 64)).toBe('198.51.100.7');
    expect(networkKey('::ffff:198.51.100.7', 64)).toBe('198.51.100.7');
    expect(plainAddress('fe80::1%eth0')).toBe('fe80::1');
  });

  it('groups IPv6 addresses per /64 by default and per /48 when configured', () => {
    const a = networkKey('2001:db8:1:2:aaaa::1', 64);
    expect(a).toBe('2001:db8:1:2:0:0:0:0/64');
    expect(networkKey('2001:db8:1:2:ffff:ffff:ffff:ffff', 64)).toBe(a);
    expect(networkKey('2001:0db8:0001:0002::', 64)).toBe(a);
    expect(networkKey('2001:db8:1:3::1', 64)).not.toBe(a);
    expect(networkKey('2001:db8:1:3::1', 48)).toBe(networkKey('2001:db8:1:ffff::1', 48));
    expect(networkKey('2001:db8:1:3::1', 48)).toBe('2001:db8:1:0:0:0:0:0/48');
    expect(networkKey('2001:db8:2::1', 48)).not.toBe(networkKey('2001:db8:1::1', 48));
    expect(networkKey('::1', 64)).toBe('0:0:0:0:0:0:0:0/64');
    expect(networkKey('64:ff9b::192.0.2.1', 64)).toBe('64:ff9b:0:0:0:0:0:0/64');
  });

  it('cuts inside a group for odd prefixes', () => {
    expect(networkKey('2001:db8:1:2:3:4:5:6', 56)).toBe('2001:db8:1:0:0:0:0:0/56');
    expect(networkKey('2001:db8:1:2ff::', 56)).toBe('2001:db8:1:200:0:0:0:0/56');
  });
});
