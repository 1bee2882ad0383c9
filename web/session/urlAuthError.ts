// GoTrue reports a failed redirect (expired e-mail link, cancelled Google sign-in) as
// error, error_code and error_description in the hash, and in PKCE flow also in the query.
export type UrlAuthError = { error: string; code: string | null; description: string | null };

export function readUrlAuthError(href: string): UrlAuthError | null {
  const url = new URL(href);
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
  for (const params of [url.searchParams, hash]) {
    const error = params.get('error');
    const code = params.get('error_code');
    if (error !== null || code !== null) {
      return { error: error ?? 'unknown', code, description: params.get('error_description') };
    }
  }
  return null;
}
