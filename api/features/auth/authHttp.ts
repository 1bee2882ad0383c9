// Request plumbing shared by the /auth/v1 routes: lenient JSON bodies (unknown fields
// ignored, null = absent, as Go's json.Unmarshal), the per-IP rate limits,
// redirect_to resolution and the PKCE parameters.
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AuthServices, RequestInfo } from './authServices';
import type { PkceParams } from './emailLinks';
import { GoTrueError, validationFailed } from './gotrueErrors';
import type { BucketRule } from '../limits/rateLimitStore';
import { resolveRedirect } from './redirects';

export async function readBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const text = await c.req.text();
  let json: unknown = {};
  if (text.trim() !== '') {
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new GoTrueError(
        400,
        'bad_json',
        `Could not parse request body as JSON: ${error instanceof Error ? error.message : 'invalid'}`,
      );
    }
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new GoTrueError(
      400,
      'bad_json',
      `Could not parse request body as JSON: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
    );
  }
  return parsed.data;
}

/** A string field that may be missing or null. */
export const maybeString = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined);
export const metadata = z
  .record(z.string(), z.unknown())
  .nullish()
  .transform((value) => value ?? {});

export const pkceFields = {
  code_challenge: maybeString,
  code_challenge_method: maybeString,
};

export function pkceParams(body: {
  code_challenge?: string;
  code_challenge_method?: string;
}): PkceParams | null {
  const challenge = body.code_challenge;
  const method = body.code_challenge_method?.toLowerCase();
  if (!challenge && !method) return null;
  if (!challenge || !method) {
    throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  }
  if (method !== 's256' && method !== 'plain') {
    throw validationFailed(`Unsupported code_challenge_method, supported methods are s256, plain`);
  }
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(challenge)) {
    throw validationFailed('code challenge has to be between 43 and 128 characters');
  }
  return { codeChallenge: challenge, method };
}

export function requestInfo(c: Context, auth: AuthServices): RequestInfo {
  return {
    userAgent: c.req.header('User-Agent') ?? null,
    ip: auth.clientAddress(c),
  };
}

export function rateLimit(auth: AuthServices, rule: BucketRule): MiddlewareHandler {
  return async (c, next) => {
    const decision = await auth.rateLimitStore.take(rule, auth.clientAddress(c));
    if (!decision.allowed) {
      throw new GoTrueError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
    await next();
  };
}

/** The per-network mail budget of the routes that may send a mail (GoTrue's mail 429). */
export function mailBudget(auth: AuthServices): MiddlewareHandler {
  return async (c, next) => {
    const rule = auth.limits.emailPerAddress;
    const decision = await auth.rateLimitStore.take(rule, auth.clientAddress(c));
    if (!decision.allowed) {
      throw new GoTrueError(429, 'over_email_send_rate_limit', 'email rate limit exceeded');
    }
    await next();
  };
}

export function redirectTarget(c: Context, auth: AuthServices): string {
  return resolveRedirect(
    c.req.query('redirect_to'),
    c.req.header('Referer'),
    auth.settings.siteUrl,
    auth.settings.redirectAllowList,
  );
}

/** `<redirect>#k=v&…` with keys sorted, as Go's url.Values.Encode. */
export function withFragment(target: string, values: Record<string, string>): string {
  const params = new URLSearchParams(
    Object.entries(values).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  const base = target.split('#')[0]!;
  return `${base}#${params.toString()}`;
}

export function withQuery(target: string, values: Record<string, string>): string {
  const url = new URL(target);
  for (const [key, value] of Object.entries(values)) url.searchParams.set(key, value);
  return url.toString();
}
