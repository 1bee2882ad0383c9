import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../config';

describe('auth configuration', () => {
  it('defaults to embedded auth with confirmation on and the site at PUBLIC_URL', () => {
    const env = { PUBLIC_URL: 'https://duft.example/', MAIL_DEV_OUTBOX: 'true' };
    expect(parseConfig(env).auth).toEqual({
      mode: 'embedded',
      jwtSecret: null,
      autoconfirm: false,
      siteUrl: 'https://duft.example',
      redirectAllowList: [],
      sessionCacheMs: 2000,
      sessionInactivityTimeoutS: 30 * 86_400,
      sessionMaxAgeS: 90 * 86_400,
      smtpUrl: null,
      mailFrom: 'Duftkompass <noreply@duftkompass.local>',
      google: null,
      emailsPerHour: 30,
      emailsPerAddressPerHour: 10,
    });
  });

  it('reads the embedded variables', () => {
    const auth = parseConfig({
      AUTH_JWT_SECRET: 's'.repeat(32),
      AUTH_AUTOCONFIRM: 'true',
      SITE_URL: 'https://app.example',
      AUTH_REDIRECT_ALLOW_LIST: 'https://*.example/**, duftkompass://callback',
      SMTP_URL: 'smtps://user:pw@mail.example:465',
      MAIL_FROM: 'Duftkompass <hallo@duft.example>',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    }).auth;
    expect(auth).toMatchObject({
      mode: 'embedded',
      autoconfirm: true,
      siteUrl: 'https://app.example',
      redirectAllowList: ['https://*.example/**', 'duftkompass://callback'],
      google: { clientId: 'id', clientSecret: 'secret' },
    });
  });

  it('reads session lifetimes as durations, 0 switching a limit off', () => {
    expect(
      parseConfig({ AUTH_SESSION_INACTIVITY_TIMEOUT: '12h', AUTH_SESSION_MAX_AGE: '0' }).auth,
    ).toMatchObject({ sessionInactivityTimeoutS: 12 * 3600, sessionMaxAgeS: 0 });
    expect(parseConfig({ AUTH_SESSION_MAX_AGE: '45m' }).auth).toMatchObject({
      sessionMaxAgeS: 2700,
    });
  });

  it('switches to hosted mode with SUPABASE_URL and its public key', () => {
    const auth = parseConfig({
      SUPABASE_URL: 'https://abc.supabase.co/',
      SUPABASE_ANON_KEY: 'anon',
      SUPABASE_JWT_SECRET: 'j'.repeat(40),
    }).auth;
    expect(auth).toEqual({
      mode: 'hosted',
      supabaseUrl: 'https://abc.supabase.co',
      anonKey: 'anon',
      serviceRoleKey: null,
      jwtSecret: 'j'.repeat(40),
      google: null,
    });
  });

  it('refuses a public PUBLIC_URL without SMTP_URL: the outbox would log live links (review M3)', () => {
    expect(() => parseConfig({ PUBLIC_URL: 'https://duft.example' })).toThrow(
      /SMTP_URL: fehlt: ohne SMTP_URL schreibt der Server Anmelde-Links ins Log/,
    );
    for (const env of [
      { PUBLIC_URL: 'https://duft.example', SMTP_URL: 'smtp://mail.example:25' },
      { PUBLIC_URL: 'https://duft.example', MAIL_DEV_OUTBOX: '1' },
      {
        PUBLIC_URL: 'https://duft.example',
        SUPABASE_URL: 'https://a.supabase.co',
        SUPABASE_ANON_KEY: 'k',
      },
      { PUBLIC_URL: 'http://127.0.0.1:8080' },
      { GOOGLE_STAND_IN_URL: 'http://127.0.0.1:9999' },
      {},
    ]) {
      expect(() => parseConfig(env)).not.toThrow();
    }
  });

  it.each([
    [{ AUTH_AUTOCONFIRM: 'ja' }, /AUTH_AUTOCONFIRM: muss true oder false sein/],
    [{ GOOGLE_CLIENT_ID: 'id' }, /GOOGLE_CLIENT_SECRET: fehlt/],
    [{ SUPABASE_URL: 'https://abc.supabase.co' }, /SUPABASE_ANON_KEY: fehlt/],
    [{ SMTP_URL: 'mail.example' }, /SMTP_URL: muss mit smtp:\/\/ oder smtps:\/\/ beginnen/],
    [{ AUTH_REDIRECT_ALLOW_LIST: 'kein-link' }, /AUTH_REDIRECT_ALLOW_LIST/],
    [{ SITE_URL: 'irgendwo' }, /SITE_URL: muss eine gültige URL sein/],
    [{ AUTH_SESSION_MAX_AGE: '90' }, /AUTH_SESSION_MAX_AGE: muss eine Dauer/],
    [{ AUTH_SESSION_INACTIVITY_TIMEOUT: '2w' }, /AUTH_SESSION_INACTIVITY_TIMEOUT: muss eine Dauer/],
    [
      { GOOGLE_STAND_IN_URL: 'https://accounts.example' },
      /GOOGLE_STAND_IN_URL: darf nur auf diesen Rechner zeigen/,
    ],
  ])('refuses %j with a German message naming the variable', (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
  });

  it('never prints secrets', () => {
    for (const [name, value] of [
      ['AUTH_JWT_SECRET', 'zu-kurz-geheim'],
      ['SUPABASE_JWT_SECRET', 'zu-kurz-geheim'],
      ['SMTP_URL', 'http://user:zu-kurz-geheim@host'],
    ] as const) {
      try {
        parseConfig({ [name]: value });
        expect.unreachable(`${name} must be refused`);
      } catch (error) {
        expect(String(error)).toContain(name);
        expect(String(error)).not.toContain('zu-kurz-geheim');
      }
    }
  });
});
