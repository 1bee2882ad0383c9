// The caller's address for rate limits. X-Forwarded-For is believed only for the number
// of proxies the operator declared (TRUST_PROXY_HOPS), and only when the request really comes
// from one of them (the socket peer lies in TRUST_PROXY_FROM): each trusted proxy appends the
// address it received the request from, so the entry that many places from the right is the
// client. Entries further left were written by the client and are never used.
//
// Limits then count per network, not per address: an IPv4 address is one customer, but every
// IPv6 customer holds at least a /64 (2^64 addresses), so IPv6 callers are grouped by their
// prefix (RATE_LIMIT_IPV6_PREFIX, /48 to /64). Review 2026-11-28, N2 and N21.
import { BlockList, isIP } from 'node:net';
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

/** Where proxies sit by default: loopback and the private networks. */
export const DEFAULT_PROXY_NETWORKS = [
  '127.0.0.0/8',
  '::1/128',
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  'fc00::/7',
] as const;

export interface ProxyTrust {
  /** Proxies in front of the server (TRUST_PROXY_HOPS); 0 = the socket is the client. */
  hops: number;
  /** Socket peers whose X-Forwarded-For is believed (TRUST_PROXY_FROM). */
  from: BlockList;
}

/** A CIDR list ("10.0.0.0/8, ::1/128"; a bare address is one host); throws on a bad entry. */
export function parseCidrList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const raw of entries) {
    const [address = '', bits] = raw.trim().split('/');
    const family = isIP(address);
    if (family === 0) throw new Error(`„${raw}“ ist keine IP-Adresse oder kein CIDR-Netz`);
    const max = family === 4 ? 32 : 128;
    const prefix = bits === undefined ? max : Number(bits);
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > max) {
      throw new Error(`„${raw}“ hat keine gültige Präfixlänge (0–${max})`);
    }
    list.addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6');
  }
  return list;
}

/** `::ffff:192.0.2.1` (a dual-stack socket's IPv4 caller) as `192.0.2.1`; zone ids dropped. */
export function plainAddress(address: string): string {
  const withoutZone = address.split('%')[0]!;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(withoutZone);
  return mapped ? mapped[1]! : withoutZone;
}

/** Peers known per trust list: BlockList.check builds a native SocketAddress per call (~10 µs). */
const knownPeers = new WeakMap<BlockList, Map<string, boolean>>();
/** A directly reachable port can see any number of peers; the memo stays small. */
const KNOWN_PEERS_MAX = 1024;

function isTrustedPeer(socket: string, from: BlockList): boolean {
  let known = knownPeers.get(from);
  if (!known) knownPeers.set(from, (known = new Map()));
  const remembered = known.get(socket);
  if (remembered !== undefined) return remembered;
  const family = isIP(socket);
  const trusted = family !== 0 && from.check(socket, family === 4 ? 'ipv4' : 'ipv6');
  if (known.size >= KNOWN_PEERS_MAX) known.clear();
  known.set(socket, trusted);
  return trusted;
}

export function clientAddress(c: Context, trust: ProxyTrust, socket = socketAddress(c)): string {
  const peer = plainAddress(socket);
  if (trust.hops <= 0 || !isTrustedPeer(peer, trust.from)) return peer;
  const forwarded = (c.req.header('X-Forwarded-For') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than proxies: the request skipped one of them; take the oldest entry.
  const entry = forwarded[Math.max(0, forwarded.length - trust.hops)];
  return entry && isIP(plainAddress(entry)) ? plainAddress(entry) : peer;
}

/** The eight 16-bit groups of an IPv6 address (with an IPv4 tail spelled as two groups). */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  const groups = [...left, ...Array<number>(missing).fill(0), ...right];
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/**
 * The key limits count by: an IPv4 address as it is, an IPv6 address cut to its first
 * `ipv6PrefixBits` bits (`2001:db8:1:2::/64`). Anything else (tests' "unknown") unchanged.
 */
export function networkKey(address: string, ipv6PrefixBits: number): string {
  const plain = plainAddress(address);
  if (isIP(plain) !== 6) return plain;
  const groups = ipv6Groups(plain);
  if (!groups) return plain;
  const kept = groups.map((group, index) => {
    const bitsBefore = index * 16;
    if (bitsBefore >= ipv6PrefixBits) return 0;
    const keep = Math.min(16, ipv6PrefixBits - bitsBefore);
    return group & (0xffff << (16 - keep)) & 0xffff;
  });
  return `${kept.map((group) => group.toString(16)).join(':')}/${ipv6PrefixBits}`;
}

/** The network a request counts against: clientAddress grouped by networkKey. */
export function clientNetwork(c: Context, trust: ProxyTrust, ipv6PrefixBits: number): string {
  return networkKey(clientAddress(c, trust), ipv6PrefixBits);
}
