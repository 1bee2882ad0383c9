// npm run bench:auth — the embedded auth over real HTTP: password sign-ins/s (argon2id,
// slow on purpose), refresh-token rotations/s, and what auth costs an API request:
// GET /api/me (bearer check: JWT signature + session row) against GET /api/config
// (the same kind of small JSON answer without auth). Prints figures; asserts nothing.
import { randomInt } from 'node:crypto';
import autocannon from 'autocannon';
import { ARGON2_PARAMS } from '../../api/features/auth/passwords';
import { makeDataDir, removeDataDir, startServer } from './benchServer';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const USERS = 32;
const CONNECTIONS = 32;
const PASSWORD = 'bench-passwort-123';

// Per-IP limits would stop a single benchmark client after 30 requests; the server trusts
// one proxy hop here and each request claims another address, like many real clients.
const someClient = () => ({
  'X-Forwarded-For': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`,
});

interface Session {
  access_token: string;
  refresh_token: string;
}

function isSession(value: unknown): value is Session {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'access_token') === 'string' &&
    typeof Reflect.get(value, 'refresh_token') === 'string'
  );
}

async function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...someClient() },
    body: JSON.stringify(body),
  });
}

/** Runs `workers` loops of `step` for DURATION_S seconds; returns completed steps per second. */
async function loop(workers: number, step: (worker: number) => Promise<boolean>) {
  const until = Date.now() + DURATION_S * 1000;
  let done = 0;
  let failed = 0;
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (Date.now() < until) {
        const started = performance.now();
        if (await step(worker)) done++;
        else failed++;
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.floor(q * (latencies.length - 1))] ?? 0;
  return { rps: done / DURATION_S, p50: at(0.5), p99: at(0.99), failed };
}

async function cannon(url: string, path: string, headers: Record<string, string> = {}) {
  const result = await autocannon({
    url: `${url}${path}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.non2xx,
  };
}

function line(label: string, figures: { rps: number; p50: number; p99: number; failed: number }) {
  console.log(
    `${label.padEnd(44)} ${figures.rps.toFixed(0).padStart(8)} ${figures.p50.toFixed(1).padStart(8)} ${figures.p99
      .toFixed(1)
      .padStart(8)} ${String(figures.failed).padStart(7)}`,
  );
}

async function run(dataDir: string) {
  const server = await startServer({ AUTH_AUTOCONFIRM: 'true', TRUST_PROXY_HOPS: '1' }, dataDir);
  const auth = `${server.url}/auth/v1`;
  const results: [string, number][] = [];
  try {
    const sessions: Session[] = [];
    for (let i = 0; i < USERS; i++) {
      const body: unknown = await (
        await postJson(`${auth}/signup`, { email: `bench${i}@example.de`, password: PASSWORD })
      ).json();
      if (!isSession(body))
        throw new Error(`Registrierung fehlgeschlagen: ${JSON.stringify(body)}`);
      sessions.push(body);
    }
    console.log(
      `argon2id: ${ARGON2_PARAMS.memoryCost} KiB Speicher, ${ARGON2_PARAMS.timeCost} Durchläufe, ` +
        `${ARGON2_PARAMS.parallelism} Spur; ${USERS} Nutzer, je ${DURATION_S} s`,
    );
    console.log(
      `${'Messung'.padEnd(44)} ${'Req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'Fehler'.padStart(7)}`,
    );

    const signIns = await loop(8, async (worker) => {
      const response = await postJson(`${auth}/token?grant_type=password`, {
        email: `bench${worker % USERS}@example.de`,
        password: PASSWORD,
      });
      await response.arrayBuffer();
      return response.ok;
    });
    line('Anmeldung mit Passwort (8 parallel)', signIns);

    const refreshes = await loop(USERS, async (worker) => {
      const response = await postJson(`${auth}/token?grant_type=refresh_token`, {
        refresh_token: sessions[worker]!.refresh_token,
      });
      const body: unknown = await response.json();
      if (!isSession(body)) return false;
      sessions[worker] = body;
      return true;
    });
    line(`Token-Erneuerung mit Rotation (${USERS} parallel)`, refreshes);

    const bearer = { Authorization: `Bearer ${sessions[0]!.access_token}` };
    await cannon(server.url, '/api/me', bearer); // warm-up
    const open = await cannon(server.url, '/api/config');
    const authed = await cannon(server.url, '/api/me', bearer);
    line('GET /api/config (ohne Anmeldung)', open);
    line('GET /api/me (Bearer, Sitzungs-Cache 2 s)', authed);
    results.push(['mit Sitzungs-Cache (Standard)', authed.rps / open.rps]);
  } finally {
    await server.stop();
  }

  // Worst case: AUTH_SESSION_CACHE_MS=0 checks signature and session row on every request.
  const strict = await startServer(
    {
      AUTH_AUTOCONFIRM: 'true',
      AUTH_SESSION_CACHE_MS: '0',
      TRUST_PROXY_HOPS: '1',
    },
    dataDir,
  );
  try {
    const body: unknown = await (
      await postJson(`${strict.url}/auth/v1/token?grant_type=password`, {
        email: 'bench0@example.de',
        password: PASSWORD,
      })
    ).json();
    if (!isSession(body)) throw new Error('Anmeldung fehlgeschlagen');
    const bearer = { Authorization: `Bearer ${body.access_token}` };
    await cannon(strict.url, '/api/me', bearer); // warm-up
    const open = await cannon(strict.url, '/api/config');
    const authed = await cannon(strict.url, '/api/me', bearer);
    line('GET /api/config (ohne Anmeldung)', open);
    line('GET /api/me (Bearer, ohne Cache)', authed);
    results.push(['ohne Cache (AUTH_SESSION_CACHE_MS=0)', authed.rps / open.rps]);
    console.log('\nVerhältnis mit / ohne Anmeldung (Ziel ≥ 0,8):');
    for (const [label, ratio] of results) console.log(`- ${label}: ${ratio.toFixed(2)}`);
  } finally {
    await strict.stop();
  }
}

async function main() {
  const dataDir = makeDataDir();
  try {
    await run(dataDir);
  } finally {
    removeDataDir(dataDir);
  }
}

await main();
