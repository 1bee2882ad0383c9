import { describe, expect, it } from 'vitest';
import { cachingRuleFor, type RequestFacts } from './cachingRules';

const APP = 'https://duftkompass.example';

function request(url: string, overrides: Partial<Omit<RequestFacts, 'url'>> = {}): RequestFacts {
  return {
    url: new URL(url, APP),
    method: 'GET',
    mode: 'cors',
    destination: '',
    ...overrides,
  };
}

const navigation = (url: string) => request(url, { mode: 'navigate', destination: 'document' });
const image = (url: string) => request(url, { mode: 'no-cors', destination: 'image' });

describe('cachingRuleFor', () => {
  it('answers every in-app navigation with the app shell, deep links included', () => {
    for (const path of ['/', '/profile', '/password-reset', '/auth', '/auth/callback?code=1']) {
      expect(cachingRuleFor(navigation(path), APP), path).toBe('app-shell');
    }
  });

  it('never answers a navigation to the API or to GoTrue with the shell', () => {
    for (const path of ['/api/health', '/auth/v1/verify?token=abc', '/auth/v1/callback']) {
      expect(cachingRuleFor(navigation(path), APP), path).toBe('network-only');
    }
  });

  it('does not answer a frame with the app shell', () => {
    const frame = request('/heic/heic-converter.html', { mode: 'navigate', destination: 'iframe' });
    expect(cachingRuleFor(frame, APP)).toBe('network-only');
  });

  it('keeps search, perfume, catalog index and user-data responses out of Cache Storage', () => {
    const paths = [
      '/api/perfumes/search?q=sauvage',
      '/api/perfumes/fra-1234',
      '/api/catalog/index',
      '/api/collections-simple',
      '/api/sync/pull?cursor=5',
      '/api/me',
    ];
    for (const path of paths) {
      expect(cachingRuleFor(request(path), APP), path).toBe('network-only');
    }
  });

  it('keeps auth responses out of Cache Storage', () => {
    for (const path of [
      '/auth/v1/token?grant_type=password',
      '/auth/v1/user',
      '/auth/v1/settings',
    ]) {
      expect(cachingRuleFor(request(path), APP), path).toBe('network-only');
    }
  });

  it('caches shop photos of perfumes from other hosts', () => {
    expect(cachingRuleFor(image('https://cdn.shop.example/flakon/sauvage.jpg'), APP)).toBe(
      'perfume-image',
    );
  });

  it('does not cache profile pictures, which are personal data', () => {
    const avatars = [
      'https://lh3.googleusercontent.com/a/abc=s96-c',
      'https://www.gravatar.com/avatar/abc',
      'https://xyz.supabase.co/storage/v1/object/public/avatars/me.png',
    ];
    for (const url of avatars) expect(cachingRuleFor(image(url), APP), url).toBe('network-only');
  });

  it('leaves same-origin files that are not precached to the network', () => {
    expect(cachingRuleFor(image('/icons/unknown.png'), APP)).toBe('network-only');
    expect(cachingRuleFor(request('/sw.js', { destination: 'script' }), APP)).toBe('network-only');
  });

  it('never answers a write from a cache', () => {
    expect(cachingRuleFor(request('/api/sync/push', { method: 'POST' }), APP)).toBe('network-only');
    expect(
      cachingRuleFor({ ...image('https://cdn.shop.example/a.jpg'), method: 'POST' }, APP),
    ).toBe('network-only');
  });

  it('does not cache cross-origin requests that are not images', () => {
    expect(cachingRuleFor(request('https://api.openai.example/v1', { destination: '' }), APP)).toBe(
      'network-only',
    );
    expect(cachingRuleFor(navigation('https://accounts.google.com/o/oauth2'), APP)).toBe(
      'network-only',
    );
  });
});
