// An API client over a test transport: the real client (web/apiClient), only the network replaced.
import { ANONYMOUS, createApiClient, type TokenSource, type Transport } from '../apiClient/client';

export function clientWith(
  fetch: (url: string, init?: RequestInit) => Promise<Response>,
  tokens: TokenSource = ANONYMOUS,
  timeoutMs?: number,
) {
  const transport: Transport = (url, init) => fetch(url, init);
  return createApiClient({ fetch: transport, tokens: () => tokens, timeoutMs });
}
