// Recognises supabase-js's auth errors without loading the library (it loads on first use,
// supabaseClient.ts). The library marks every auth error with `__isAuthError` and names each
// class (AuthApiError, AuthRetryableFetchError, …); these guards read exactly that public shape.
type AuthErrorShape = Error & { __isAuthError: true; status?: number; code?: string };

export function isAuthError(error: unknown): error is AuthErrorShape {
  return typeof error === 'object' && error !== null && '__isAuthError' in error;
}

function named(error: unknown, name: string): boolean {
  return isAuthError(error) && error.name === name;
}

export function isAuthRetryableFetchError(error: unknown): error is AuthErrorShape {
  return named(error, 'AuthRetryableFetchError');
}

export function isAuthSessionMissingError(error: unknown): error is AuthErrorShape {
  return named(error, 'AuthSessionMissingError');
}

export function isAuthWeakPasswordError(
  error: unknown,
): error is AuthErrorShape & { reasons: string[] } {
  return (
    named(error, 'AuthWeakPasswordError') && Array.isArray((error as { reasons?: unknown }).reasons)
  );
}
