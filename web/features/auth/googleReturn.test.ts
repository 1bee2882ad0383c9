import { describe, expect, it } from 'vitest';
import { markGoogleSignIn, takeGoogleReturn } from './googleReturn';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    size: () => values.size,
  };
}

describe('takeGoogleReturn', () => {
  it('is true once on the page Google returned to with a code', () => {
    const storage = memoryStorage();
    markGoogleSignIn(storage);
    expect(takeGoogleReturn('?code=abc', storage)).toBe(true);
    expect(takeGoogleReturn('?code=abc', storage)).toBe(false);
  });

  it('is false for a code without the mark (an e-mail link) and uses up the mark without a code', () => {
    const storage = memoryStorage();
    expect(takeGoogleReturn('?code=abc', storage)).toBe(false);
    markGoogleSignIn(storage);
    expect(takeGoogleReturn('?error=access_denied', storage)).toBe(false);
    expect(storage.size()).toBe(0);
  });

  it('is false when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blockiert');
      },
      removeItem: () => undefined,
    };
    expect(takeGoogleReturn('?code=abc', blocked)).toBe(false);
    expect(takeGoogleReturn('?code=abc', null)).toBe(false);
  });
});
