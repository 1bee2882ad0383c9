// `npm run smoke:attacks`: replays every attacker step of issue 28 (review 2026-11-28) against
// the real server started as `npm start` starts it (api/start.ts: the supervisor and the
// server, embedded PGlite and auth, every default), on its own port and a temporary data
// directory, over HTTP, and prints PASS or FAIL per step. Three settings differ from a bare
// start, each because the attack needs it: SMTP_URL (a local sink, so the script reads the
// mails), AUTH_REDIRECT_ALLOW_LIST with the README's host-wildcard example (N1 needs one), and
// TRUST_PROXY_HOPS=1 (the script plays many networks through X-Forwarded-For, as a proxy in
// front of the server would report them; the socket peer is loopback, in TRUST_PROXY_FROM).
// ADMIN_TOKEN lets it read the stored counts from the admin figures. It skips `npm start`'s
// `vite build`: no attacked route serves the built app.
//
// Part of `npm test` (after the build, before the browser tests): the real server imports the
// full catalog and builds the engine before it answers (about 70 s on the 2-core machine), so it
// runs once; the same steps also run as API tests on both databases (docs/security.md).
// A FAIL ends the run with exit code 1.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { MAX_EVENTS_PER_BATCH } from '../../api/contract/analytics';
import { linkIn, readMail, startSmtpSink, type SmtpSink } from '../support/smtpSink';

const PORT = Number(process.env.SMOKE_PORT ?? 9455);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN_TOKEN = `smoke-admin-${randomUUID()}`;
const ROOT = path.resolve(import.meta.dirname, '../..');

interface Outcome {
  step: string;
  pass: boolean;
  observed: string;
}
const outcomes: Outcome[] = [];
function record(step: string, pass: boolean, observed: string) {
  outcomes.push({ step, pass, observed });
  console.log(`${pass ? 'PASS' : 'FAIL'}  ${step}: ${observed}`);
}

interface CallOptions {
  body?: unknown;
  /** The caller's network, as the trusted proxy reports it. */
  ip?: string;
  token?: string;
  headers?: Record<string, string>;
}
async function call(method: string, pathAndQuery: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.ip) headers['X-Forwarded-For'] = options.ip;
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['Content-Type'] ??= 'application/json';
  }
  return fetch(`${BASE}${pathAndQuery}`, { method, headers, body, redirect: 'manual' });
}
async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json().catch(() => ({}))) as Record<string, unknown>;
}
/** The `/api` error shape's code and message, or GoTrue's. */
async function refusal(response: Response): Promise<{ code: string; message: string }> {
  const body = await json(response);
  const error = (body.error ?? body) as Record<string, unknown>;
  // GoTrue's older shape carries the HTTP status in `code` and the name in `error_code`.
  return {
    code: String(typeof error.code === 'string' ? error.code : (error.error_code ?? '')),
    message: String(error.message ?? error.msg ?? ''),
  };
}

let sink: SmtpSink;
async function mailLink(email: string, since: number): Promise<string> {
  return linkIn(readMail(await sink.waitForMail(email.toLowerCase(), since, 15_000)).text);
}
/** Signs up, opens the confirmation link and returns the session from the redirect. */
async function signUpConfirmed(email: string, password: string, ip: string) {
  const since = sink.mails.length;
  const signup = await call('POST', '/auth/v1/signup', { body: { email, password }, ip });
  if (signup.status !== 200) throw new Error(`signup ${signup.status}: ${await signup.text()}`);
  return sessionFrom(await openLink(await mailLink(email, since), ip));
}
function sessionFrom(response: Response): { accessToken: string; location: string } {
  const location = response.headers.get('location') ?? '';
  const hash = new URLSearchParams(location.split('#')[1] ?? '');
  return { accessToken: hash.get('access_token') ?? '', location };
}
function signIn(email: string, password: string, ip: string) {
  return call('POST', '/auth/v1/token?grant_type=password', { body: { email, password }, ip });
}
/**
 * The same session's token as a refresh would issue it 15 minutes after the sign-in: only
 * the sign-in times in `amr` move back (what a stolen token carries some minutes later).
 */
async function agedToken(token: string, secret: string): Promise<string> {
  const payload = decodeJwt(token);
  const amr = (payload.amr as { method: string; timestamp: number }[]).map((entry) => ({
    ...entry,
    timestamp: entry.timestamp - 15 * 60,
  }));
  const header = decodeProtectedHeader(token);
  return new SignJWT({ ...payload, amr })
    .setProtectedHeader({ ...header, alg: header.alg ?? 'HS256' })
    .sign(new TextEncoder().encode(secret));
}
const customPerfumes = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: null,
    name: `Fund ${randomUUID().slice(0, 6)} ${i}`,
    brand: 'Foto',
  }));
const tempSave = (ip: string, email: string, deviceId: string, perfumes: unknown[]) =>
  call('POST', '/api/temp-collections/add-perfumes', {
    body: { email, deviceId, collectionId: 'main', perfumes },
    ip,
  });
const analyticsBatch = (ip: string, count: number) =>
  call('POST', '/api/analytics/events', {
    body: { events: Array.from({ length: count }, () => ({ type: 'page_view', page_path: '/' })) },
    ip,
  });
async function adminWrites(): Promise<Record<string, number>> {
  const stats = await json(
    await call('GET', '/api/admin/stats', { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } }),
  );
  return stats.anonymousWrites as Record<string, number>;
}
const countOf = (statuses: number[], status: number) =>
  statuses.filter((candidate) => candidate === status).length;

async function redirects() {
  // A control: a host the wildcard allows gets the session, so the allow-list is in force.
  const allowed = `n1-ok-${randomUUID().slice(0, 6)}@example.de`;
  let since = sink.mails.length;
  const target = encodeURIComponent('https://app.duftkompass.de/auth/callback');
  await call('POST', `/auth/v1/otp?redirect_to=${target}`, {
    body: { email: allowed },
    ip: '192.0.2.11',
  });
  const control = sessionFrom(await openLink(await mailLink(allowed, since), '192.0.2.11'));
  const victim = `n1-opfer-${randomUUID().slice(0, 6)}@example.de`;
  since = sink.mails.length;
  const evil = encodeURIComponent('https://evil%2Ecom\\.duftkompass.de/');
  await call('POST', `/auth/v1/otp?redirect_to=${evil}`, {
    body: { email: victim },
    ip: '192.0.2.11',
  });
  const landed = sessionFrom(await openLink(await mailLink(victim, since), '192.0.2.11'));
  const host = landed.location ? new URL(landed.location).host : '';
  record(
    'N1 magic link with redirect_to=https://evil%2Ecom\\.duftkompass.de/',
    control.location.startsWith('https://app.duftkompass.de/') &&
      host === `127.0.0.1:${PORT}` &&
      !landed.location.includes('evil'),
    `allowed host → ${new URL(control.location).origin}; bypass → ${host} (tokens stay on the site)`,
  );
}
function openLink(link: string, ip: string) {
  const url = new URL(link);
  return call('GET', url.pathname + url.search, { ip });
}

async function ipv6Network() {
  const statuses: number[] = [];
  for (let i = 0; i < 200; i++) {
    const address = `2001:db8:a:1:${(i >> 8).toString(16)}:${(i & 0xff).toString(16)}:${i.toString(16)}:1`;
    statuses.push((await signIn(`rate${i}@example.de`, `geraten-${i}`, address)).status);
  }
  const neighbour = await signIn('nachbar@example.de', 'geraten-x', '2001:db8:a:2::1');
  record(
    'N2 200 password guesses from 200 addresses of one IPv6 /64',
    countOf(statuses, 429) >= 150 && countOf(statuses, 400) <= 50 && neighbour.status === 400,
    `${countOf(statuses, 400)}× 400 invalid_credentials, ${countOf(statuses, 429)}× 429; the neighbouring /64 → ${neighbour.status}`,
  );
}

/** Sends `count` requests and tallies the answers by status and refusal code. */
async function flood(count: number, send: (i: number) => Promise<Response>) {
  const tally = new Map<string, number>();
  const messages = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    const response = await send(i);
    let key = String(response.status);
    if (response.status >= 400) {
      const { code, message } = await refusal(response);
      key += ` ${code}`;
      messages.set(code, message);
    } else await response.body?.cancel();
    tally.set(key, (tally.get(key) ?? 0) + 1);
  }
  const summary = [...tally].map(([key, n]) => `${n}× ${key}`).join(', ');
  return { tally, messages, summary };
}

async function tempFlood() {
  const ip = '198.51.100.3';
  const before = (await adminWrites()).tempItemsToday ?? 0;
  const temp = await flood(150, (i) =>
    tempSave(
      ip,
      `gast${i}-${randomUUID().slice(0, 6)}@example.de`,
      randomUUID(),
      customPerfumes(82),
    ),
  );
  const stored = ((await adminWrites()).tempItemsToday ?? 0) - before;
  const budgetMessage = temp.messages.get('temp_budget_exhausted') ?? '';
  record(
    'N3 150 requests of 82 temporary perfumes from one address (12,300)',
    stored <= 1000 &&
      (temp.tally.get('429 temp_budget_exhausted') ?? 0) > 0 &&
      budgetMessage.length > 0,
    `${temp.summary}; ${stored} perfumes stored; „${budgetMessage}“`,
  );
  const eventsBefore = (await adminWrites()).analyticsEventsToday ?? 0;
  const analytics = await flood(150, () => analyticsBatch('198.51.100.4', MAX_EVENTS_PER_BATCH));
  const events = ((await adminWrites()).analyticsEventsToday ?? 0) - eventsBefore;
  record(
    `N3 150 analytics batches of ${MAX_EVENTS_PER_BATCH} events from one address (7,500)`,
    events <= 5000 && (analytics.tally.get('429 analytics_limited') ?? 0) > 0,
    `${analytics.summary}; ${events} events stored; „${analytics.messages.get('analytics_limited') ?? ''}“`,
  );
}

async function foreignContentType() {
  const email = `n24-${randomUUID().slice(0, 6)}@example.de`;
  const since = sink.mails.length;
  const foreign = {
    Origin: 'https://evil.example',
    'Sec-Fetch-Site': 'cross-site',
    'Content-Type': 'text/plain',
  };
  const write = await call('POST', '/api/temp-collections/add-perfumes', {
    body: { email, deviceId: randomUUID(), collectionId: 'main', perfumeIds: ['x'] },
    headers: foreign,
    ip: '192.0.2.24',
  });
  const writeRefusal = await refusal(write);
  const otp = await call('POST', '/auth/v1/otp', {
    body: { email },
    headers: foreign,
    ip: '192.0.2.24',
  });
  const otpRefusal = await refusal(otp);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const mailed = sink.mails.slice(since).some((mail) => mail.to.includes(email));
  record(
    'N24 text/plain JSON from a foreign page to an anonymous write and to /otp',
    write.status === 415 &&
      writeRefusal.code === 'unsupported_media_type' &&
      otp.status === 415 &&
      !mailed,
    `write → ${write.status} ${writeRefusal.code}: „${writeRefusal.message}“; /otp → ${otp.status} ${otpRefusal.code}, no mail`,
  );
}

async function mailBudget() {
  const statuses: number[] = [];
  for (let i = 0; i < 26; i++) {
    const response = await call('POST', '/auth/v1/otp', {
      body: { email: `erfunden${i}-${randomUUID().slice(0, 6)}@example.de` },
      ip: '198.51.100.66',
    });
    statuses.push(response.status);
    await response.body?.cancel();
  }
  const honest = `ehrlich-${randomUUID().slice(0, 6)}@example.de`;
  const since = sink.mails.length;
  const signup = await call('POST', '/auth/v1/signup', {
    body: { email: honest, password: 'ein-gutes-Passwort-7' },
    ip: '192.0.2.44',
  });
  const mailed = await sink.waitForMail(honest, since, 15_000).then(
    () => true,
    () => false,
  );
  record(
    'M2 26 magic links for made-up e-mails from one address',
    countOf(statuses, 200) === 10 &&
      countOf(statuses, 429) === 16 &&
      signup.status === 200 &&
      mailed,
    `${countOf(statuses, 200)}× 200, ${countOf(statuses, 429)}× 429 over_email_send_rate_limit; an honest sign-up elsewhere → ${signup.status}, mail ${mailed ? 'delivered' : 'missing'}`,
  );
}

async function plantingAndFreshProof(secret: string) {
  const victim = `n8-opfer-${randomUUID().slice(0, 6)}@example.de`;
  const phone = randomUUID();
  for (let i = 0; i < 12; i++) {
    const planted = await tempSave('192.0.2.66', victim, randomUUID(), [
      { id: null, name: 'Gratis-Gutschein unter evil.example', brand: 'Werbung' },
    ]);
    await planted.body?.cancel();
  }
  const own = await tempSave('192.0.2.77', victim, phone, customPerfumes(1));
  const password = 'sicheres-Passwort-1';
  const session = await signUpConfirmed(victim, password, '192.0.2.77');
  const migrated = await json(
    await call('POST', '/api/temp-collections/migrate', {
      body: { email: victim, deviceId: phone },
      token: session.accessToken,
      ip: '192.0.2.77',
    }),
  );
  const withoutDevice = await call('POST', '/api/temp-collections/migrate', {
    body: { email: victim },
    token: session.accessToken,
    ip: '192.0.2.77',
  });
  record(
    'N8 a stranger plants perfumes under the victim’s e-mail from 12 devices',
    own.status === 200 && migrated.migratedItems === 1 && withoutDevice.status === 400,
    `victim’s own save → ${own.status}; migration moved ${String(migrated.migratedItems)} perfume (the victim’s); migrate without deviceId → ${withoutDevice.status}`,
  );

  const stolen = await agedToken(session.accessToken, secret);
  const deletion = await call('DELETE', '/api/auth/delete-account', {
    token: stolen,
    ip: '203.0.113.9',
  });
  const deletionRefusal = await refusal(deletion);
  const change = await call('PUT', '/auth/v1/user', {
    body: { password: 'uebernommen-Passwort-3' },
    token: stolen,
    ip: '203.0.113.9',
  });
  const changeRefusal = await refusal(change);
  const owner = await signIn(victim, password, '192.0.2.77');
  record(
    'N6/L4 deletion and password change with a token 15 minutes after its sign-in',
    deletion.status === 403 &&
      deletionRefusal.code === 'reauthentication_needed' &&
      change.status === 400 &&
      changeRefusal.code === 'reauthentication_needed' &&
      owner.status === 200,
    `delete → ${deletion.status} ${deletionRefusal.code}: „${deletionRefusal.message}“; password → ${change.status} ${changeRefusal.code}; the owner still signs in with the old password → ${owner.status}`,
  );
}

async function honestShop() {
  const shop = '203.0.113.200';
  const failures: string[] = [];
  for (let visitor = 0; visitor < 20; visitor++) {
    const search = await call('GET', '/api/perfumes/search?q=chanel', { ip: shop });
    if (search.status !== 200) failures.push(`search ${search.status}`);
    await search.body?.cancel();
    for (let batch = 0; batch < 4; batch++) {
      const events = await analyticsBatch(shop, 3);
      if (events.status !== 202) failures.push(`analytics ${events.status}`);
      await events.body?.cancel();
    }
    const saved = await tempSave(
      shop,
      `kunde${visitor}-${randomUUID().slice(0, 4)}@example.de`,
      randomUUID(),
      customPerfumes(5),
    );
    if (saved.status !== 200) failures.push(`save ${saved.status}`);
    await saved.body?.cancel();
  }
  for (let visitor = 0; visitor < 5; visitor++) {
    const email = `kundin${visitor}-${randomUUID().slice(0, 4)}@example.de`;
    const session = await signUpConfirmed(email, 'Laden-Passwort-42', shop).catch(
      (error: Error) => {
        failures.push(error.message);
        return null;
      },
    );
    if (session && !session.accessToken) failures.push('no session after confirming');
    const signedIn = await signIn(email, 'Laden-Passwort-42', shop);
    if (signedIn.status !== 200) failures.push(`sign-in ${signedIn.status}`);
    await signedIn.body?.cancel();
  }
  record(
    'Honest: a shop’s shared IPv4 with 20 visitors (search, analytics, saving; 5 sign up and sign in)',
    failures.length === 0,
    failures.length === 0 ? 'every request answered 2xx' : failures.join(', '),
  );
}

async function mistypesAndRecovery(secret: string) {
  const email = `vertippt-${randomUUID().slice(0, 6)}@example.de`;
  await signUpConfirmed(email, 'richtiges-Passwort-5', '192.0.2.90');
  const wrong = [
    (await signIn(email, 'richtiges-Passwort-6', '192.0.2.90')).status,
    (await signIn(email, 'Richtiges-Passwort-5', '192.0.2.90')).status,
  ];
  const right = await signIn(email, 'richtiges-Passwort-5', '192.0.2.90');
  record(
    'Honest: a user who mistypes the password twice',
    wrong.every((status) => status === 400) && right.status === 200,
    `wrong → ${wrong.join(', ')}; right → ${right.status}`,
  );
  const since = sink.mails.length;
  await call('POST', '/auth/v1/recover', { body: { email }, ip: '192.0.2.90' });
  const recovery = sessionFrom(await openLink(await mailLink(email, since), '192.0.2.90'));
  // 15 minutes after the link, past the fresh-proof window, still inside the recovery hour.
  const later = await agedToken(recovery.accessToken, secret);
  const changed = await call('PUT', '/auth/v1/user', {
    body: { password: 'neues-Passwort-nach-Link' },
    token: later,
    ip: '192.0.2.90',
  });
  const changeRefusal = changed.status === 200 ? null : await refusal(changed);
  const signedIn = await signIn(email, 'neues-Passwort-nach-Link', '192.0.2.90');
  record(
    'Honest: a password change through the recovery link, without the old password',
    changed.status === 200 && signedIn.status === 200,
    `PUT /user → ${changed.status}${changeRefusal ? ` ${changeRefusal.code}: ${changeRefusal.message}` : ''}; sign-in with the new password → ${signedIn.status}`,
  );
}

async function main() {
  sink = await startSmtpSink(0);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'duftkompass-smoke-'));
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dataDir,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: BASE,
    SMTP_URL: sink.url,
    AUTH_REDIRECT_ALLOW_LIST: 'https://*.duftkompass.de/**',
    TRUST_PROXY_HOPS: '1',
    ADMIN_TOKEN,
  };
  const started = performance.now();
  const server = spawn(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    [path.join(ROOT, 'api/start.ts')],
    {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  try {
    const deadline = Date.now() + 600_000;
    for (;;) {
      if (server.exitCode !== null)
        throw new Error(`Server beendet (Code ${server.exitCode}):\n${log}`);
      if (Date.now() > deadline) throw new Error(`Server nicht bereit nach 600 s:\n${log}`);
      const health = await fetch(`${BASE}/api/health`).catch(() => null);
      if (health?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    console.log(
      `Server (npm start) ready on ${BASE} after ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
    );
    const secret = readFileSync(path.join(dataDir, 'auth-jwt-secret'), 'utf8').trim();
    const attacks = performance.now();
    await redirects();
    await ipv6Network();
    await tempFlood();
    await foreignContentType();
    await mailBudget();
    await plantingAndFreshProof(secret);
    await honestShop();
    await mistypesAndRecovery(secret);
    const live = await fetch(`${BASE}/api/health/live`);
    record(
      'The server is still up',
      live.ok && server.exitCode === null,
      `GET /api/health/live → ${live.status}`,
    );
    console.log(`\nSteps took ${((performance.now() - attacks) / 1000).toFixed(1)} s.`);
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log('\n| step | result | observed |\n| --- | --- | --- |');
  for (const outcome of outcomes) {
    console.log(`| ${outcome.step} | ${outcome.pass ? 'PASS' : 'FAIL'} | ${outcome.observed} |`);
  }
  if (outcomes.some((outcome) => !outcome.pass)) process.exitCode = 1;
}

await main();
