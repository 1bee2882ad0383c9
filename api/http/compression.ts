// Content negotiation for the API's JSON: Brotli or gzip when the client accepts them and
// the body is large enough for compression to pay off (a search page of 20 perfumes is
// ~12 KB raw, under 3 KB compressed: a tenth of a second less on a weak shop connection).
// Fast settings, because most bodies are built per request; a body that is sent again
// (the search response cache) is compressed once per encoding.
import type { MiddlewareHandler } from 'hono';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Below this, headers and framing eat the saving. */
export const COMPRESS_MIN_BYTES = 1024;

export type ContentEncoding = 'br' | 'gzip';

/** The encoding to send for an Accept-Encoding header: Brotli first, then gzip, or none. */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    quality.set(name, q === undefined ? 1 : Number(q));
  }
  const accepts = (name: string) => (quality.get(name) ?? quality.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

const compressedBodies = new WeakMap<Uint8Array, Partial<Record<ContentEncoding, Uint8Array>>>();

/** The body in the given encoding; the same body object is compressed only once. */
export function compressOnce(body: Uint8Array, encoding: ContentEncoding): Uint8Array<ArrayBuffer> {
  const known = compressedBodies.get(body) ?? {};
  let compressed = known[encoding];
  if (!compressed) {
    compressed =
      encoding === 'br'
        ? brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 1,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : gzipSync(body, { level: 4 });
    known[encoding] = compressed;
    compressedBodies.set(body, known);
  }
  return new Uint8Array(
    compressed.buffer as ArrayBuffer,
    compressed.byteOffset,
    compressed.byteLength,
  );
}

function addVary(headers: Headers): void {
  const vary = headers.get('Vary') ?? '';
  if (/accept-encoding/i.test(vary)) return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

export interface EncodedBody {
  body: Uint8Array<ArrayBuffer>;
  /** The Content-Encoding to send, or null for the body as it is. */
  encoding: ContentEncoding | null;
}

/**
 * A prepared body in the best encoding the client accepts. The caller sends
 * `Vary: Accept-Encoding` either way, so a shared cache never hands a compressed answer
 * to a client that cannot read it.
 */
export function encodeFor(
  acceptEncoding: string | undefined,
  body: Uint8Array<ArrayBuffer>,
): EncodedBody {
  const encoding = negotiateEncoding(acceptEncoding);
  if (encoding === null || body.length < COMPRESS_MIN_BYTES) return { body, encoding: null };
  return { body: compressOnce(body, encoding), encoding };
}

/**
 * Compresses the API's other large JSON answers (collections, exports, recommendations).
 * Answers that already chose an encoding (search, the catalog index) pass untouched.
 */
export const compressJsonResponses: MiddlewareHandler = async (c, next) => {
  await next();
  const response = c.res;
  const headers = response.headers;
  if (c.req.method === 'HEAD' || headers.has('Content-Encoding')) return;
  // A route that negotiated itself (search) has said so with Vary.
  if (/accept-encoding/i.test(headers.get('Vary') ?? '')) return;
  if (!(headers.get('Content-Type') ?? '').startsWith('application/json')) return;
  const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
  if (encoding === null || response.body === null) {
    addVary(headers);
    return;
  }
  const body = new Uint8Array(await response.arrayBuffer());
  const sent = new Headers(headers);
  sent.delete('Content-Length');
  addVary(sent);
  const encoded = encodeFor(c.req.header('Accept-Encoding'), body);
  if (encoded.encoding) sent.set('Content-Encoding', encoded.encoding);
  c.res = undefined;
  c.res = new Response(encoded.body, {
    status: response.status,
    statusText: response.statusText,
    headers: sent,
  });
};
