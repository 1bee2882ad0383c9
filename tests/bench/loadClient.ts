// HTTP for the load benchmark: one keep-alive connection per simulated client, bound to
// its own loopback address (127.0.x.y), so per-IP limits see many clients as a real
// deployment would; and per-route figures (status counts, latency percentiles).
import http from 'node:http';

export interface Answer {
  /** HTTP status, or 'timeout' / 'error' when no answer came. */
  status: number | 'timeout' | 'error';
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  ms: number;
}

export interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

/** The loopback address of client `index`: 127.0.1.2, 127.0.1.3, … (Linux routes all of 127/8). */
export function loopbackAddress(index: number): string {
  return `127.0.${1 + Math.floor(index / 250)}.${2 + (index % 250)}`;
}

export class LoadClient {
  private readonly agent: http.Agent;

  constructor(
    private readonly baseUrl: URL,
    readonly address: string,
    private readonly timeoutMs: number,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: address });
  }

  send(spec: RequestSpec): Promise<Answer> {
    const started = performance.now();
    return new Promise((resolve) => {
      let settled = false;
      const finish = (answer: Omit<Answer, 'ms'>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ ...answer, ms: performance.now() - started });
      };
      const body = spec.body === undefined ? undefined : Buffer.from(spec.body);
      const request = http.request(
        {
          host: this.baseUrl.hostname,
          port: this.baseUrl.port,
          method: spec.method,
          path: spec.path,
          agent: this.agent,
          headers: {
            ...spec.headers,
            ...(body ? { 'Content-Length': String(body.length) } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            finish({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
          response.on('error', () =>
            finish({ status: 'error', headers: {}, body: Buffer.alloc(0) }),
          );
        },
      );
      const timer = setTimeout(() => {
        finish({ status: 'timeout', headers: {}, body: Buffer.alloc(0) });
        request.destroy();
      }, this.timeoutMs);
      request.on('error', () => finish({ status: 'error', headers: {}, body: Buffer.alloc(0) }));
      request.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
export function multipartFile(field: string, fileName: string, type: string, bytes: Buffer) {
  const boundary = `----duftkompass-bench-${crypto.randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([head, bytes, tail]),
  };
}

/** Answers of one route: counts by status and the latencies of every answer. */
export class RouteFigures {
  readonly statuses = new Map<string, number>();
  readonly latencies: number[] = [];
  /** 503 answers carrying Retry-After: deliberate back-pressure, not failures. */
  backPressure = 0;

  record(answer: Answer): void {
    const key = String(answer.status);
    this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
    this.latencies.push(answer.ms);
    if (answer.status === 503 && answer.headers['retry-after'] !== undefined)
      this.backPressure += 1;
  }

  get count(): number {
    return this.latencies.length;
  }

  count5xx(): number {
    let total = 0;
    for (const [status, n] of this.statuses) if (/^5\d\d$/.test(status)) total += n;
    return total;
  }

  percentile(q: number): number {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  }

  statusSummary(): string {
    return [...this.statuses.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
  }
}
