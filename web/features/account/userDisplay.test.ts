import { describe, expect, it } from 'vitest';
import { displayNameOf, userDisplay } from './userDisplay';

describe('userDisplay', () => {
  it('uses display_name and builds initials from first and last word', () => {
    expect(
      userDisplay({ email: 'anna@example.de', user_metadata: { display_name: 'Anna Berg' } }),
    ).toEqual({
      name: 'Anna Berg',
      email: 'anna@example.de',
      initials: 'AB',
      avatarUrl: null,
    });
  });

  it('takes the initials of a double-barrelled surname from its first part', () => {
    expect(
      userDisplay({
        email: 'x@y.de',
        user_metadata: { display_name: 'Sophie Müller-Lüdenscheidt' },
      }).initials,
    ).toBe('SM');
  });

  it('falls back to first and last name, then to the e-mail', () => {
    expect(
      userDisplay({ email: 'x@y.de', user_metadata: { first_name: 'Jörg', last_name: 'Ürlich' } })
        .initials,
    ).toBe('JÜ');
    expect(userDisplay({ email: 'anna@example.de', user_metadata: {} }).name).toBe('anna');
  });

  it('ignores metadata of the wrong type instead of failing', () => {
    const shown = userDisplay({
      email: 'a@b.de',
      user_metadata: { display_name: 42, avatar_url: 'kein link' },
    });
    expect(shown.name).toBe('a');
    expect(shown.avatarUrl).toBeNull();
  });
});

describe('displayNameOf', () => {
  it('joins first and last name and trims the result', () => {
    expect(displayNameOf(' Anna ', 'Berg')).toBe('Anna Berg');
    expect(displayNameOf('', ' ')).toBe('');
    expect(displayNameOf('Anna', '')).toBe('Anna');
  });
});
