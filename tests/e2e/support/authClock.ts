// Moves the e2e server's auth clock (support/e2eServer.ts): tokens, the age of the last
// sign-in and code expiry all follow it; everything else keeps the real time.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AUTH_CLOCK_OFFSET_FILE } from './authClockFile';

function offsetFile(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR ist nicht gesetzt (playwright.config.ts).');
  return path.join(dataDir, AUTH_CLOCK_OFFSET_FILE);
}

/** From now on the server's auth clock runs this many minutes ahead. */
export function advanceAuthClock(minutes: number): void {
  writeFileSync(offsetFile(), String(Math.round(minutes * 60)));
}

/** Back to the real time (every spec that moved the clock calls it when done). */
export function resetAuthClock(): void {
  rmSync(offsetFile(), { force: true });
}
