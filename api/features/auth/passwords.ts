// Password hashing (argon2id, deliberately slow) and the product's password policy.
// The policy answers in GoTrue's words so supabase-js raises AuthWeakPasswordError.
import { hash, verify } from '@node-rs/argon2';
import { isCommonPassword } from './commonPasswords';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwordRules';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/** OWASP's minimum argon2id profile: 19 MiB, 2 passes, 1 lane. Reported by bench:auth. */
export const ARGON2_PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  // @node-rs/argon2 defaults to argon2id; the PHC string records the parameters.
  return hash(password, ARGON2_PARAMS);
}

export async function verifyPassword(phc: string, password: string): Promise<boolean> {
  try {
    return await verify(phc, password);
  } catch {
    return false;
  }
}

// Unknown e-mails still pay for one verification, so response times do not tell
// which addresses have accounts.
let dummyHash: Promise<string> | null = null;
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('duftkompass-dummy-password');
  await verifyPassword(await dummyHash, password);
  return false;
}

export interface PasswordWeakness {
  message: string;
  reasons: string[];
}

/**
 * null when the password meets the policy: at least 8 characters (counted as characters,
 * not UTF-16 units) and not on the list of the most common breached passwords (GoTrue's
 * "pwned" reason and message; NIST SP 800-63B 3.1.1.2).
 */
export function passwordWeakness(password: string): PasswordWeakness | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    return {
      message: `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`,
      reasons: ['length'],
    };
  }
  if (isCommonPassword(password)) {
    return {
      message: 'Password is known to be weak and easy to guess, please choose a different one.',
      reasons: ['pwned'],
    };
  }
  return null;
}

export function isPasswordTooLong(password: string): boolean {
  // bcrypt's limit, which GoTrue enforces in bytes; kept for compatibility.
  return Buffer.byteLength(password, 'utf8') > PASSWORD_MAX_LENGTH;
}
