import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { supervise } from './supervisor';

/** A child that counts its starts in a file and fails the first `failures` times. */
function flakyChild(failures: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'supervisor-'));
  const counter = path.join(dir, 'starts');
  writeFileSync(counter, '0');
  const script = `
    const fs = require('node:fs');
    const starts = Number(fs.readFileSync(${JSON.stringify(counter)}, 'utf8')) + 1;
    fs.writeFileSync(${JSON.stringify(counter)}, String(starts));
    process.exit(starts <= ${failures} ? 1 : 0);
  `;
  return { args: ['-e', script], starts: () => Number(readFileSync(counter, 'utf8')) };
}

describe('supervise', () => {
  it('restarts a crashed child until it ends cleanly, with growing delays', async () => {
    const child = flakyChild(3);
    const logged: string[] = [];
    const code = await new Promise<number>((resolve) => {
      supervise({
        command: process.execPath,
        args: child.args,
        firstDelayMs: 20,
        maxDelayMs: 200,
        log: (line) => logged.push(line),
        onStop: resolve,
      });
    });
    expect(code).toBe(0);
    expect(child.starts()).toBe(4);
    expect(logged).toHaveLength(3);
    expect(logged[0]).toMatch(/Code 1\), Neustart/);
  });

  it('passes a stop on to the child and does not restart it', async () => {
    const code = await new Promise<number>((resolve) => {
      const supervisor = supervise({
        command: process.execPath,
        args: ['-e', 'setInterval(() => {}, 1000)'],
        log: () => undefined,
        onStop: resolve,
      });
      setTimeout(() => supervisor.stop('SIGTERM'), 200);
    });
    // Killed by the signal: reported as a failure code, but never restarted.
    expect(code).toBe(1);
  });
});
