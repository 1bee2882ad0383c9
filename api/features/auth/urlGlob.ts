// Allow-list globs for redirect targets and CORS origins, matched against the parsed parts of
// a URL (scheme, host, path + query), never against the raw string. Each part is matched by
// simulating the glob as a small automaton: the cost is input length × glob length, with no
// backtracking, so no `redirect_to` can make a match expensive.
//
// Glob syntax (as GoTrue's): `*` matches any run of characters other than `.` and `/`, `?` one
// such character, `**` any run at all. In the host a `*` covers one or more whole DNS labels'
// characters only (letters, digits, hyphens), because candidate hosts are checked to be plain
// ASCII labels before they reach the matcher.

type Token =
  { kind: 'char'; char: string } | { kind: 'star' } | { kind: 'globstar' } | { kind: 'one' };

const SEPARATORS = new Set(['.', '/']);

function tokenize(glob: string): Token[] {
  const tokens: Token[] = [];
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i]!;
    if (char === '*' && glob[i + 1] === '*') {
      tokens.push({ kind: 'globstar' });
      i++;
    } else if (char === '*') tokens.push({ kind: 'star' });
    else if (char === '?') tokens.push({ kind: 'one' });
    else tokens.push({ kind: 'char', char });
  }
  return tokens;
}

/** A compiled glob: `test(input)` runs in O(input × glob) time. */
export function compileGlob(glob: string): (input: string) => boolean {
  const tokens = tokenize(glob);
  const end = tokens.length;
  // Positions reachable without consuming input: a star may match nothing.
  const close = (states: Set<number>): Set<number> => {
    const stack = [...states];
    while (stack.length > 0) {
      const at = stack.pop()!;
      const token = tokens[at];
      if (token && (token.kind === 'star' || token.kind === 'globstar') && !states.has(at + 1)) {
        states.add(at + 1);
        stack.push(at + 1);
      }
    }
    return states;
  };
  return (input) => {
    let states = close(new Set([0]));
    for (const char of input) {
      const next = new Set<number>();
      for (const at of states) {
        const token = tokens[at];
        if (!token) continue;
        if (token.kind === 'char' && token.char === char) next.add(at + 1);
        else if (token.kind === 'one' && !SEPARATORS.has(char)) next.add(at + 1);
        else if (token.kind === 'star' && !SEPARATORS.has(char)) next.add(at);
        else if (token.kind === 'globstar') next.add(at);
      }
      if (next.size === 0) return false;
      states = close(next);
    }
    return states.has(end);
  };
}

export interface UrlGlob {
  /** Whether the parsed URL's scheme, host (with port) and path + query match. */
  matchesUrl(url: URL): boolean;
  /** Whether a serialised origin (`scheme://host[:port]`) matches the glob's origin part. */
  matchesOrigin(url: URL): boolean;
}

/**
 * Splits `scheme://authority/rest` into its parts. A glob without `://` (a typo in the
 * configuration) matches nothing rather than everything.
 */
export function compileUrlGlob(glob: string): UrlGlob {
  const schemeEnd = glob.indexOf('://');
  if (schemeEnd <= 0) return { matchesUrl: () => false, matchesOrigin: () => false };
  const scheme = `${glob.slice(0, schemeEnd).toLowerCase()}:`;
  const afterScheme = glob.slice(schemeEnd + 3);
  const slash = afterScheme.indexOf('/');
  const authority = (slash < 0 ? afterScheme : afterScheme.slice(0, slash)).toLowerCase();
  const rest = slash < 0 ? '' : afterScheme.slice(slash);
  const host = compileGlob(authority);
  const path = compileGlob(rest);
  const origin = (url: URL) => url.protocol === scheme && host(url.host);
  return {
    matchesOrigin: origin,
    matchesUrl: (url) => {
      if (!origin(url)) return false;
      const candidate = url.pathname + url.search;
      // `https://app.example.de` as a glob means the site's root, which URL spells `/`.
      return path(candidate) || (rest === '' && (candidate === '/' || candidate === ''));
    },
  };
}
