import { describe, expect, it } from 'vitest';
import { compileGlob } from './urlGlob';
import { isCorsOriginAllowed, isRedirectAllowed, resolveRedirect } from './redirects';

const SITE = 'https://duftkompass.de';
const LIST = ['https://*.duftkompass.de/**', 'duftkompass://callback', 'https://app.x.de/auth/*'];

describe('isRedirectAllowed against a host-wildcard allow-list', () => {
  it.each([
    'https://duftkompass.de/auth/callback',
    'https://duftkompass.de/',
    'https://app.duftkompass.de/auth/callback?x=1',
    'https://preview-12.duftkompass.de/',
    'https://xn--duft-pqa.duftkompass.de/',
    'duftkompass://callback',
    'https://app.x.de/auth/callback',
  ])('allows %s', (candidate) => {
    expect(isRedirectAllowed(candidate, SITE, LIST)).toBe(true);
  });

  // The review's bypasses (N1) and the usual open-redirect list; every one must be refused.
  it.each([
    'https://evil%2Ecom\\.duftkompass.de/',
    'https://evil%2ecom%5c.duftkompass.de/',
    'https://evil\u3002com\\.duftkompass.de/',
    'https://a\\\\@evil.com/.duftkompass.de/',
    'https://evil.com\\@app.duftkompass.de/',
    'https://evil.com%23.duftkompass.de/',
    'https://evil.com%2F.duftkompass.de/',
    'https://evil.com%2f%2e.duftkompass.de/',
    'https://app.duftkompass.de@evil.com/',
    'https://user:pw@app.duftkompass.de/',
    'https://evil.com#.duftkompass.de/',
    'https://evil.com?.duftkompass.de/',
    'https://evil.com/.duftkompass.de/',
    'https://evil.com\t.duftkompass.de/',
    'https://evil.com\n.duftkompass.de/',
    'https://evil.com .duftkompass.de/',
    'https://\u0435vil.duftkompass.de/',
    'https://appｰx.duftkompass.de/',
    'https://duftkompass.de.evil.com/',
    'https://duftkompassXde/',
    'https://.duftkompass.de/',
    'https://a.b.duftkompass.de/',
    'https://duftkompass.de:8443/',
    'http://app.duftkompass.de/',
    '//evil.com/',
    '/\\evil.com',
    '\\\\evil.com',
    'https:evil.com',
    'https:/evil.com',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)//.duftkompass.de/',
    'data:text/html,<script>alert(1)</script>',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://127.1/',
    'http://[::ffff:7f00:1]/',
    'http://169.254.169.254/',
    'duftkompass://evil',
    'duftkompass://callback.evil.com',
    'https://app.x.de/auth/../../evil',
    'https://app.x.de/auth/a/b',
    `https://app.duftkompass.de/${'a'.repeat(3000)}`,
  ])('refuses %s', (candidate) => {
    expect(isRedirectAllowed(candidate, SITE, LIST)).toBe(false);
  });

  it('redirects to the parsed form, never the raw text, and falls back to SITE_URL', () => {
    expect(resolveRedirect('https://App.duftkompass.de', undefined, SITE, LIST)).toBe(
      'https://app.duftkompass.de/',
    );
    const target = resolveRedirect('https://evil%2Ecom\\.duftkompass.de/', undefined, SITE, LIST);
    expect(target).toBe(SITE);
    expect(new URL(`${target}#access_token=t`).host).toBe('duftkompass.de');
  });

  it('keeps the site itself on loopback on any port', () => {
    expect(isRedirectAllowed('http://localhost:5173/x', 'http://localhost:8787', [])).toBe(true);
    expect(isRedirectAllowed('http://localhost.evil.com/', 'http://localhost:8787', [])).toBe(
      false,
    );
  });
});

describe('compileGlob', () => {
  it('stops * at dots and slashes; ** crosses them', () => {
    expect(compileGlob('a*c')('abbbc')).toBe(true);
    expect(compileGlob('a*c')('ab.c')).toBe(false);
    expect(compileGlob('a**c')('ab./c')).toBe(true);
    expect(compileGlob('a?c')('a/c')).toBe(false);
  });

  it('matches a hostile input against a hostile glob without backtracking', () => {
    const glob = compileGlob('/**a**a**a**a**a**a**a**a**b');
    const input = `/${'a'.repeat(20_000)}`;
    // The old regex translation never finishes on this; the test's own timeout is the bound.
    expect(glob(input)).toBe(false);
    expect(glob(`${input}b`)).toBe(true);
  });
});

describe('isCorsOriginAllowed', () => {
  const settings = {
    publicUrl: 'https://api.duftkompass.de',
    siteUrl: SITE,
    redirectAllowList: LIST,
  };
  it.each([
    ['https://app.duftkompass.de', true],
    ['https://api.duftkompass.de', true],
    ['https://duftkompass.de', true],
    ['https://evil.com', false],
    ['https://evil%2Ecom.duftkompass.de', false],
    ['null', false],
    ['https://app.duftkompass.de/', false],
  ])('%s → %s', (origin, allowed) => {
    expect(isCorsOriginAllowed(origin, settings)).toBe(allowed);
  });
});
