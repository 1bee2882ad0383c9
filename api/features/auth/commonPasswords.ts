// The bundled list of the most common passwords from breaches: zxcvbn's ranked list
// (49,233 passwords, counted from leaked password dumps), shipped by the npm package
// @zxcvbn-ts/language-common (MIT) as src/passwords.json. Only entries a new password could
// equal are kept (8 characters or more, about 18,000), lower-cased, so "Password1" is caught
// as "password1". Loaded on first use (about 20 ms), then one Set lookup per check.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './passwordRules';

const LIST_PACKAGE = '@zxcvbn-ts/language-common';

/** Words of this service; NIST SP 800-63B asks to refuse context-specific words too. */
const SERVICE_WORDS = ['duftkompass'];

let common: ReadonlySet<string> | null = null;

function loadList(): ReadonlySet<string> {
  const require = createRequire(import.meta.url);
  const root = path.dirname(require.resolve(`${LIST_PACKAGE}/package.json`));
  const raw: unknown = JSON.parse(readFileSync(path.join(root, 'src', 'passwords.json'), 'utf8'));
  const list = z.array(z.string()).parse(raw);
  return new Set(
    list
      .map((entry) => entry.toLowerCase())
      .filter((entry) => [...entry].length >= PASSWORD_MIN_LENGTH),
  );
}

/** Number of entries the check compares against (for the figure in docs/auth.md and tests). */
export function commonPasswordCount(): number {
  common ??= loadList();
  return common.size;
}

/**
 * True for a password from the breach list (ignoring case), or one that is only the
 * service's name with digits or symbols around it ("Duftkompass2026!").
 */
export function isCommonPassword(password: string): boolean {
  common ??= loadList();
  const lower = password.toLowerCase();
  if (common.has(lower)) return true;
  const letters = lower.replace(/[^a-zäöüß]/g, '');
  return SERVICE_WORDS.includes(letters);
}
