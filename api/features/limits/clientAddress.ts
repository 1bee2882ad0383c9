// The caller's address for rate limits. X-Forwarded-For is believed only for the number
// of proxies the operator declared (TRUST_PROXY_HOPS): each trusted proxy appends the
// address it received the request from, so the entry that many places from the right is
// the client. Entries further left were written by the client and are never used.
import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}

export function clientAddress(c: Context, trustedProxyHops: number): string {
  const socket = socketAddress(c);
  if (trustedProxyHops <= 0) return socket;
  const forwarded = (c.req.header('X-Forwarded-For') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than proxies: the request skipped one of them; take the oldest entry.
  const entry = forwarded[Math.max(0, forwarded.length - trustedProxyHops)];
  return entry && isIP(entry) ? entry : socket;
}
