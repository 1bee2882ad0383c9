// A release while the app is open: the page keeps running under the old service worker until
// the user accepts "Neue Version verfügbar". The spec serves a copy of dist/ from its own
// server (own port, own data directory), then turns the copy into a "new build" the way a
// real one differs: a changed index.html and a new precache revision for it inside sw.js.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { expect, test } from './support/test';
import { AppShell } from './pages/AppShell';

const NEW_REVISION = 'e2e-new-build-0000000000000000';

let server: ChildProcess | undefined;
let workDir = '';
let staticDir = '';
let origin = '';

/** A port nobody listens on right now, so parallel runs on other ports never collide. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server beendet mit Code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} wurde nicht bereit`);
}

/** The first perfumes of the real catalog: the update flow needs the app, not the search. */
function writeSmallCatalog(file: string): void {
  const lines = gunzipSync(readFileSync(path.resolve('api/catalog/data/catalog.jsonl.gz')))
    .toString('utf8')
    .split('\n')
    .slice(0, 50);
  writeFileSync(file, gzipSync(`${lines.join('\n')}\n`));
}

/** Writes a file of the release with its Brotli and gzip copies, as the build does. */
function writeReleaseFile(file: string, content: string): void {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

/** Rewrites the copy of dist/ as a new release: new index.html, new revision in sw.js. */
function publishNewBuild(): void {
  const indexPath = path.join(staticDir, 'index.html');
  const html = readFileSync(indexPath, 'utf8');
  writeReleaseFile(
    indexPath,
    html.replace('<head>', '<head>\n    <meta name="duftkompass-build" content="neu" />'),
  );

  const swPath = path.join(staticDir, 'sw.js');
  const sw = readFileSync(swPath, 'utf8');
  const entry = /"revision":"[0-9a-f]+","url":"index\.html"/;
  expect(sw, 'sw.js enthält die Precache-Revision von index.html').toMatch(entry);
  writeReleaseFile(swPath, sw.replace(entry, `"revision":"${NEW_REVISION}","url":"index.html"`));
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  workDir = mkdtempSync(path.join(tmpdir(), 'duftkompass-pwa-update-'));
  staticDir = path.join(workDir, 'dist');
  cpSync(path.resolve('dist'), staticDir, { recursive: true });
  const catalogFile = path.join(workDir, 'catalog.jsonl.gz');
  writeSmallCatalog(catalogFile);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // node --import tsx: one process (no npx wrapper), so killing its pid stops the server.
  server = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(workDir, 'data'),
      STATIC_DIR: staticDir,
      PUBLIC_URL: origin,
      CATALOG_FILE: catalogFile,
    },
    stdio: 'ignore',
  });
  await waitUntilReady(`${origin}/api/health`, server);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test('a new build shows "Neue Version verfügbar" and "Neu laden" switches to it', async ({
  page,
}) => {
  const shell = new AppShell(page);
  await page.goto(`${origin}/`);
  await shell.waitForServiceWorkerControl();
  await expect(shell.brandLink).toBeVisible();
  await expect(shell.updateToast).toHaveCount(0);

  publishNewBuild();
  // What the app does when it returns to the foreground, and the browser on a navigation.
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });

  await expect(shell.updateToast).toBeVisible({ timeout: 30_000 });
  // The old version keeps control until the user decides.
  await expect(page.locator('meta[name="duftkompass-build"]')).toHaveCount(0);

  await shell.reloadButton.click();

  // The reloaded page is the new index.html, served by the new worker from its precache.
  await expect(page.locator('meta[name="duftkompass-build"]')).toHaveAttribute('content', 'neu', {
    timeout: 30_000,
  });
  await expect(shell.brandLink).toBeVisible();
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const keys = await Promise.all(
      (await caches.keys()).map(async (name) =>
        (await (await caches.open(name)).keys()).map((request) => request.url),
      ),
    );
    return {
      controlled: navigator.serviceWorker.controller !== null,
      waiting: registration?.waiting !== null,
      cachedUrls: keys.flat(),
    };
  });
  expect(state.controlled).toBe(true);
  expect(state.waiting).toBe(false);
  expect(state.cachedUrls.some((url) => url.includes(NEW_REVISION))).toBe(true);
  await expect(shell.updateToast).toHaveCount(0);
});
