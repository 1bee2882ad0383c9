// Keeps one child process running: `npm start` runs the server under it, so a process
// that ended itself after an unexpected fault (see server.ts) is back within seconds.
// Restarts wait 1 s, 2 s, 4 s … up to 30 s while the child keeps failing quickly; a child
// that ran for a minute counts as healthy again. SIGINT/SIGTERM are passed on, and the
// supervisor ends with the child instead of restarting it.
import { spawn, type ChildProcess } from 'node:child_process';

export interface SupervisorOptions {
  command: string;
  args: readonly string[];
  /** Child runs shorter than this count as failing quickly (backoff grows). */
  healthyAfterMs?: number;
  firstDelayMs?: number;
  maxDelayMs?: number;
  log?: (line: string) => void;
  /** Called with the child's exit code once the supervisor stops. */
  onStop?: (code: number) => void;
}

export function supervise(options: SupervisorOptions) {
  const log = options.log ?? ((line: string) => console.error(line));
  const healthyAfterMs = options.healthyAfterMs ?? 60_000;
  const firstDelayMs = options.firstDelayMs ?? 1000;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  let delayMs = firstDelayMs;
  let child: ChildProcess | null = null;
  let stopping = false;
  let restarts = 0;
  let timer: NodeJS.Timeout | null = null;

  const start = () => {
    timer = null;
    const startedAt = Date.now();
    const current = spawn(options.command, [...options.args], { stdio: 'inherit' });
    child = current;
    current.on('exit', (code, signal) => {
      child = null;
      const exitCode = code ?? (signal ? 1 : 0);
      if (stopping || exitCode === 0) {
        options.onStop?.(exitCode);
        return;
      }
      delayMs = Date.now() - startedAt >= healthyAfterMs ? firstDelayMs : delayMs;
      log(
        `[supervisor] Server beendet (${signal ?? `Code ${exitCode}`}), Neustart in ${Math.round(delayMs / 1000)} s`,
      );
      restarts++;
      timer = setTimeout(start, delayMs);
      delayMs = Math.min(maxDelayMs, delayMs * 2);
    });
  };
  start();

  return {
    get restarts() {
      return restarts;
    },
    stop(signal: NodeJS.Signals = 'SIGTERM') {
      stopping = true;
      if (timer) {
        clearTimeout(timer);
        options.onStop?.(0);
      }
      child?.kill(signal);
    },
  };
}
