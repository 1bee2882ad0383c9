// The page's own API traffic, so that a background download (the offline catalog, 0.6 MB)
// waits until the requests the screen needs (session, sync pull, page data) are answered,
// instead of sharing a weak connection with them.
let inFlight = 0;
let lastActivity = 0;

/** Counts a request of the page while it is under way. */
export function trackRequest<T>(request: Promise<T>): Promise<T> {
  inFlight += 1;
  lastActivity = performance.now();
  return request.finally(() => {
    inFlight -= 1;
    lastActivity = performance.now();
  });
}

/**
 * Resolves once no request has been under way for `quietMs`, or after `maxWaitMs` at the
 * latest (a tab that polls never goes quiet).
 */
export function whenNetworkQuiet(quietMs: number, maxWaitMs: number): Promise<void> {
  const started = performance.now();
  return new Promise((resolve) => {
    const check = () => {
      const now = performance.now();
      const quietFor = inFlight === 0 ? now - lastActivity : 0;
      if (quietFor >= quietMs || now - started >= maxWaitMs) {
        resolve();
        return;
      }
      setTimeout(check, quietMs - quietFor);
    };
    check();
  });
}
