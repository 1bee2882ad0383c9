// The app's instance of the API client, and everything a feature needs to call the API in a
// line or two. The session (web/session) connects its tokens at start-up; until then, and
// for visitors without an account, requests go out without a bearer token.
import { endpoints } from '../../api/contract/endpoints';
import {
  ANONYMOUS,
  createApiClient,
  type ApiClient,
  type TokenSource,
  type Transport,
} from './client';

import { trackRequest } from './networkQuiet';

let tokenSource: TokenSource = ANONYMOUS;

/** Called once by the session at start-up (and by tests that need a signed-in client). */
export function connectSession(source: TokenSource): void {
  tokenSource = source;
}

/** The browser's network, for engines that build their own client (the sync engine). */
export const browserTransport: Transport = (url, init) => trackRequest(fetch(url, init));

export const api: ApiClient = createApiClient({
  fetch: browserTransport,
  tokens: () => tokenSource,
});

export { endpoints };
export { ApiFailure, isApiFailure } from './apiFailure';
export { whenNetworkQuiet } from './networkQuiet';
export {
  ANONYMOUS,
  createApiClient,
  isRetryableStatus,
  TIMED_OUT,
  within,
  type Answer,
  type ApiClient,
  type Failure,
  type TokenSource,
  type Transport,
  type Verdict,
} from './client';
