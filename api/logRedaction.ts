// Personal data never reaches the server log (review L19). installLogRedaction() wraps the
// console once at start: every line, Error stacks and objects included, is formatted as the
// console would and then each e-mail address (also URL-encoded, `%40`) and each UUID (user,
// session and row ids) is replaced by a short keyed hash. The key is random per process and
// never logged, so the same address or id gives the same mark within one run (lines stay
// correlatable) while nobody can test a guessed address against the log.
import { createHmac, randomBytes } from 'node:crypto';
import { format } from 'node:util';

/** The local parts people use (RFC 5322 allows more, which would swallow URL paths). */
const LOCAL_PART = /[A-Za-z0-9._%+-]/;
const DOMAIN_PART = /[A-Za-z0-9.-]/;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

function mark(kind: string, value: string, key: Buffer): string {
  const digest = createHmac('sha256', key).update(value.toLowerCase()).digest('hex');
  return `<${kind} ${digest.slice(0, 10)}>`;
}

/**
 * The `@` and `%40` positions in order. Each search resumes after its own last hit, so the
 * text is searched once in all.
 */
function* atSigns(text: string): Generator<{ index: number; length: number }> {
  const lower = text.toLowerCase();
  let plain = text.indexOf('@');
  let encoded = lower.indexOf('%40');
  while (plain >= 0 || encoded >= 0) {
    if (encoded < 0 || (plain >= 0 && plain < encoded)) {
      yield { index: plain, length: 1 };
      plain = text.indexOf('@', plain + 1);
    } else {
      yield { index: encoded, length: 3 };
      encoded = lower.indexOf('%40', encoded + 3);
    }
  }
}

/** A host name ending in a letter-only top-level domain (`1.2.3` of `pkg@1.2.3` is none). */
function isMailDomain(domain: string): boolean {
  const lastDot = domain.lastIndexOf('.');
  return (
    lastDot > 0 && domain[lastDot - 1] !== '.' && /^[A-Za-z]{2,}$/.test(domain.slice(lastDot + 1))
  );
}

/**
 * Replaces e-mail addresses. Linear in the text's length: each character is looked at a
 * bounded number of times, whatever an attacker puts into a logged path or message.
 */
function redactEmails(text: string, key: Buffer): string {
  let result = '';
  let copiedUpTo = 0;
  let previousAtEnd = 0;
  for (const at of atSigns(text)) {
    // A local part never reaches back over the previous `@` or a replaced address, so no
    // character is scanned more than twice (once as a domain, once as a local part).
    const leftLimit = Math.max(copiedUpTo, previousAtEnd);
    const atEnd = at.index + at.length;
    previousAtEnd = atEnd;
    if (at.index < copiedUpTo) continue;
    let start = at.index;
    while (start > leftLimit && LOCAL_PART.test(text[start - 1] ?? '')) start--;
    let end = atEnd;
    while (end < text.length && DOMAIN_PART.test(text[end] ?? '')) end++;
    while (end > atEnd && text[end - 1] === '.') end--;
    const domain = text.slice(atEnd, end);
    if (start === at.index || !isMailDomain(domain)) continue;
    const address = `${text.slice(start, at.index)}@${domain}`;
    result += text.slice(copiedUpTo, start) + mark('E-Mail', address, key);
    copiedUpTo = end;
  }
  return result + text.slice(copiedUpTo);
}

export function redactPersonalData(text: string, key: Buffer): string {
  return redactEmails(text, key).replace(UUID, (id) => mark('ID', id, key));
}

/** Marks a wrapped method, so a second install (main() run twice in one process) is a no-op. */
const REDACTING = Symbol('redacting');

type ConsoleMethod = 'log' | 'info' | 'warn' | 'error' | 'debug';
const METHODS: readonly ConsoleMethod[] = ['log', 'info', 'warn', 'error', 'debug'];

/**
 * Wraps the console's methods so every line is redacted; returns a function that puts the
 * originals back (tests). The server calls it first thing in main().
 */
export function installLogRedaction(
  target: Pick<Console, ConsoleMethod> = console,
  key: Buffer = randomBytes(32),
): () => void {
  if (REDACTING in target.log) return () => undefined;
  const originals = METHODS.map((method) => [method, target[method]] as const);
  for (const [method, original] of originals) {
    target[method] = Object.assign(
      (...args: unknown[]) => {
        original.call(target, redactPersonalData(format(...args), key));
      },
      { [REDACTING]: true },
    );
  }
  return () => {
    for (const [method, original] of originals) target[method] = original;
  };
}
