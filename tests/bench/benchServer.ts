// Starts the real server (tsx api/server.ts) as a child process on a free port with its
// own temporary data directory, for benchmarks that must measure over real HTTP.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function makeDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'duftkompass-bench-'));
}

export function removeDataDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

export interface RunningServer {
  url: string;
  port: number;
  /** The server process, e.g. to read its memory from /proc/<pid>/status. */
  pid: number;
  /** Milliseconds from spawning the process to its first healthy answer. */
  startMs: number;
  stop: () => Promise<void>;
  /** Ends the process at once (SIGKILL), as a crash or an OOM kill would. */
  kill: () => Promise<void>;
}

export interface StartOptions {
  /** A fixed port, e.g. to restart on the address clients already use; else freePort(). */
  port?: number;
  /** Append the server's output to this file instead of this terminal. */
  logFile?: string;
}

/** Whether `port` can be listened on now (0: any free port); resolves the port given. */
function listenable(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('kein Port')),
      );
    });
  });
}

/**
 * A free port: with BENCH_PORTS (e.g. "9630-9639", on a machine shared by several people's
 * benchmarks) the first free one of that range, else any the system hands out.
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
  if (!range) return listenable(0);
  for (let port = Number(range[1]); port <= Number(range[2]); port++) {
    try {
      return await listenable(port);
    } catch {
      // taken, try the next one
    }
  }
  throw new Error(`kein freier Port in BENCH_PORTS=${process.env.BENCH_PORTS}`);
}

/** Starts a server; `dataDir` lets two runs share one database (the import happens once). */
export async function startServer(
  env: Record<string, string>,
  dataDir: string,
  options: StartOptions = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const output = options.logFile ? openSync(options.logFile, 'a') : 'inherit';
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', output, output],
  });
  if (typeof output === 'number') closeSync(output);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server beendet mit Code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const startMs = performance.now() - started;
  let ending = false;
  child.once('exit', (code, signal) => {
    if (!ending)
      console.error(`[bench] Server unerwartet beendet (Code ${code}, Signal ${signal})`);
  });
  const ended = (signal: NodeJS.Signals) => async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    ending = true;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  };
  return {
    url,
    port,
    pid: child.pid ?? 0,
    startMs,
    stop: ended('SIGTERM'),
    kill: ended('SIGKILL'),
  };
}
