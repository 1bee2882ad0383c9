import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('parseConfig', () => {
  it('uses the embedded defaults on an empty environment', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 8787,
      databaseUrl: null,
      publicUrl: 'http://localhost:8787',
      dataDir: path.resolve('./data'),
      searchCacheSize: 2000,
    });
  });

  it('treats empty variables as unset', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({
      port: 8787,
      databaseUrl: null,
    });
  });

  it('reads the documented variables', () => {
    const config = parseConfig({
      PORT: '9000',
      DATA_DIR: '/tmp/duft',
      DATABASE_URL: 'postgres://u:p@db:5432/duft',
      PUBLIC_URL: 'https://duftkompass.example/',
      SMTP_URL: 'smtp://mail.example:25',
    });
    expect(config).toMatchObject({
      port: 9000,
      dataDir: '/tmp/duft',
      databaseUrl: 'postgres://u:p@db:5432/duft',
      publicUrl: 'https://duftkompass.example',
    });
  });

  it('keeps one scene-text child unless PHOTO_OCR_CHILDREN says more, never none', () => {
    expect(parseConfig({}).photoOcrChildren).toBe(1);
    expect(parseConfig({ PHOTO_OCR_CHILDREN: '3' }).photoOcrChildren).toBe(3);
    expect(() => parseConfig({ PHOTO_OCR_CHILDREN: '0' })).toThrow(/PHOTO_OCR_CHILDREN/);
  });

  it('refuses bad values with a German message naming the variable', () => {
    expect(() => parseConfig({ PORT: 'achtzig' })).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: '70000' })).toThrow(/PORT: muss zwischen 1 und 65535 liegen/);
    expect(() => parseConfig({ PUBLIC_URL: 'kein link' })).toThrow(/PUBLIC_URL/);
  });

  it('trusts no proxy unless TRUST_PROXY_HOPS says how many', () => {
    expect(parseConfig({}).trustProxyHops).toBe(0);
    expect(parseConfig({ TRUST_PROXY_HOPS: '2' }).trustProxyHops).toBe(2);
    expect(() => parseConfig({ TRUST_PROXY_HOPS: '-1' })).toThrow(/TRUST_PROXY_HOPS/);
  });

  it('refuses the retired AUTH_RATE_LIMIT_HEADER, which let clients pick their address', () => {
    expect(() => parseConfig({ AUTH_RATE_LIMIT_HEADER: 'X-Forwarded-For' })).toThrow(
      /AUTH_RATE_LIMIT_HEADER: wird nicht mehr unterstützt: setze TRUST_PROXY_HOPS/,
    );
  });

  it('never prints the database URL, which may hold a password', () => {
    try {
      parseConfig({ DATABASE_URL: 'mysql://user:geheim@host/db' });
      expect.unreachable('the URL must be refused');
    } catch (error) {
      expect(String(error)).toMatch(
        /DATABASE_URL: muss mit postgres:\/\/ oder postgresql:\/\/ beginnen/,
      );
      expect(String(error)).not.toContain('geheim');
    }
  });
});
