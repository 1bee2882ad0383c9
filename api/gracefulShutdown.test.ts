import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { gracefulShutdown } from './gracefulShutdown';

function slowServer(delayMs: number) {
  const app = new Hono().get('/slow', async (c) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return c.text('fertig');
  });
  return new Promise<{ server: ReturnType<typeof serve>; url: string }>((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      resolve({ server, url: `http://127.0.0.1:${(info as AddressInfo).port}` });
    });
  });
}

describe('gracefulShutdown', () => {
  it('lets requests in flight finish, refuses new ones, then closes and exits', async () => {
    const { server, url } = await slowServer(300);
    const events: string[] = [];
    const draining = { value: false };
    const shutdown = gracefulShutdown({
      server,
      draining,
      close: () => (events.push('close'), Promise.resolve()),
      exit: (code) => events.push(`exit ${code}`),
    });
    const inFlight = fetch(`${url}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const done = shutdown('SIGTERM', 0);
    expect(draining.value).toBe(true);
    await expect(fetch(`${url}/slow`)).rejects.toThrow();
    const response = await inFlight;
    expect(await response.text()).toBe('fertig');
    await done;
    expect(events).toEqual(['close', 'exit 0']);
    // A second signal waits for the same shutdown instead of starting another.
    await shutdown('SIGINT', 0);
    expect(events).toEqual(['close', 'exit 0']);
  });

  it('cuts connections that outlive the deadline, then still closes', async () => {
    const { server, url } = await slowServer(60_000);
    const events: string[] = [];
    const shutdown = gracefulShutdown({
      server,
      draining: { value: false },
      close: () => (events.push('close'), Promise.resolve()),
      exit: (code) => events.push(`exit ${code}`),
      deadlineMs: 100,
    });
    const hanging = fetch(`${url}/slow`).catch(() => 'getrennt');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await shutdown('uncaughtException', 1);
    expect(await hanging).toBe('getrennt');
    expect(events).toEqual(['close', 'exit 1']);
  });
});
