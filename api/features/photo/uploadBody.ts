// Reading a photo upload without letting it cost more than its own request (review N4): a
// slot is taken before the first byte is read (the whole process and each network hold
// only a few uploads at once), the body streams into one buffer that stops at the size
// limit or the time limit, and the image part is located in that buffer without copying.

/** Uploads read, waiting or analysed at once: process-wide and per network. */
export interface UploadSlots {
  /** A release function, or null when the process or this network holds all it may. */
  take(network: string): (() => void) | null;
  /** Slots in use (for tests and diagnostics). */
  inUse(): number;
}

export function createUploadSlots(limits: { total: number; perNetwork: number }): UploadSlots {
  const byNetwork = new Map<string, number>();
  let used = 0;
  return {
    inUse: () => used,
    take(network) {
      const mine = byNetwork.get(network) ?? 0;
      if (used >= limits.total || mine >= limits.perNetwork) return null;
      used++;
      byNetwork.set(network, mine + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        used--;
        const left = (byNetwork.get(network) ?? 1) - 1;
        if (left > 0) byNetwork.set(network, left);
        else byNetwork.delete(network);
      };
    },
  };
}

export type BodyRead =
  { ok: true; bytes: Buffer } | { ok: false; problem: 'too_large' | 'timeout' | 'unreadable' };

/**
 * The request body in one buffer: refused by its Content-Length before reading, or as soon
 * as the streamed bytes pass `maxBytes`, or when they have not all arrived by `timeoutMs`.
 */
export async function readUploadBody(
  request: Request,
  maxBytes: number,
  timeoutMs: number,
): Promise<BodyRead> {
  const declared = Number(request.headers.get('Content-Length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, problem: 'too_large' };
  if (!request.body) return { ok: true, bytes: Buffer.alloc(0) };
  const reader = request.body.getReader();
  let buffer = Buffer.allocUnsafe(
    Number.isSafeInteger(declared) && declared >= 0 ? declared : 256 * 1024,
  );
  let size = 0;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), timedOut]);
      if (next === 'timeout') {
        await reader.cancel().catch(() => {});
        return { ok: false, problem: 'timeout' };
      }
      if (next.done) break;
      const chunk = next.value;
      if (size + chunk.length > maxBytes) {
        await reader.cancel().catch(() => {});
        return { ok: false, problem: 'too_large' };
      }
      if (size + chunk.length > buffer.length) {
        const grown = Buffer.allocUnsafe(
          Math.min(maxBytes, Math.max(size + chunk.length, buffer.length * 2)),
        );
        buffer.copy(grown, 0, 0, size);
        buffer = grown;
      }
      buffer.set(chunk, size);
      size += chunk.length;
    }
  } catch {
    return { ok: false, problem: 'unreadable' };
  } finally {
    clearTimeout(timer);
  }
  return { ok: true, bytes: buffer.subarray(0, size) };
}

export type FormFile =
  { ok: true; bytes: Buffer } | { ok: false; problem: 'missing' | 'unreadable' };

/** The boundary of a multipart/form-data Content-Type, or null. */
function boundaryOf(contentType: string): string | null {
  if (!/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/**
 * The bytes of the file part named `field` (a view into `body`, not a copy): missing when
 * the form has no such file, unreadable when the body is no multipart form at all.
 */
export function formFile(body: Buffer, contentType: string, field: string): FormFile {
  const boundary = boundaryOf(contentType);
  if (!boundary) return { ok: false, problem: 'unreadable' };
  const delimiter = Buffer.from(`--${boundary}`, 'latin1');
  const nextDelimiter = Buffer.from(`\r\n--${boundary}`, 'latin1');
  const named = new RegExp(`;\\s*name="${field}"`, 'i');
  let at = body.indexOf(delimiter);
  if (at < 0) return { ok: false, problem: 'unreadable' };
  for (;;) {
    let start = at + delimiter.length;
    // "--" after the delimiter closes the form.
    if (body[start] === 0x2d && body[start + 1] === 0x2d) return { ok: false, problem: 'missing' };
    if (body[start] !== 0x0d || body[start + 1] !== 0x0a)
      return { ok: false, problem: 'unreadable' };
    start += 2;
    const headersEnd = body.indexOf('\r\n\r\n', start, 'latin1');
    if (headersEnd < 0) return { ok: false, problem: 'unreadable' };
    const end = body.indexOf(nextDelimiter, headersEnd + 4);
    if (end < 0) return { ok: false, problem: 'unreadable' };
    const headers = body.toString('latin1', start, headersEnd);
    const disposition = /^content-disposition:([^\r\n]*)/im.exec(headers)?.[1] ?? '';
    if (named.test(disposition) && /;\s*filename\*?=/i.test(disposition)) {
      return { ok: true, bytes: body.subarray(headersEnd + 4, end) };
    }
    at = end + 2;
  }
}
