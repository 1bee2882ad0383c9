// Stopping the server without dropping work: readiness turns 503 so a load balancer stops
// sending, the listener closes, requests in flight may finish until a deadline, then the
// remaining connections are cut and the database is closed. Called once; later calls
// (a second signal, an error during the drain) wait for the same shutdown.
import type { ServerType } from '@hono/node-server';
import type { Server } from 'node:http';

export const DRAIN_DEADLINE_MS = 10_000;

export function gracefulShutdown(options: {
  server: ServerType;
  draining: { value: boolean };
  close: () => Promise<void>;
  deadlineMs?: number;
  exit?: (code: number) => void;
}) {
  let stopping: Promise<void> | null = null;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  return (reason: string, code: number): Promise<void> => {
    stopping ??= (async () => {
      console.log(`[server] ${reason}: nehme keine neuen Anfragen an, laufende dürfen enden …`);
      options.draining.value = true;
      const server = options.server as Server;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive connections become idle once their request is answered: close them as
      // they do, so the drain ends with the last request, not the keep-alive timeout.
      server.closeIdleConnections();
      const sweeper = setInterval(() => server.closeIdleConnections(), 50);
      const deadline = new Promise<'deadline'>((resolve) =>
        setTimeout(() => resolve('deadline'), options.deadlineMs ?? DRAIN_DEADLINE_MS).unref(),
      );
      if ((await Promise.race([closed, deadline])) === 'deadline') {
        console.error('[server] Frist abgelaufen: offene Verbindungen werden getrennt.');
        server.closeAllConnections();
      }
      clearInterval(sweeper);
      await options.close();
      console.log('[server] Beendet.');
      exit(code);
    })();
    return stopping;
  };
}
