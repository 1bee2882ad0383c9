import { describe, expect, it } from 'vitest';
import { accordNamesDe } from '../catalog/accordNames';
import { ACCORD_KEYS } from './accordColors';
import {
  DISLIKABLE_NOTES,
  collectionNameKey,
  collectionNameProblem,
  isDominatedBy,
} from './collectionSettings';

describe('disliked notes', () => {
  it('are catalog accords with the catalog’s German names and a colour', () => {
    for (const [key, name] of Object.entries(DISLIKABLE_NOTES)) {
      expect({ key, name }).toEqual({ key, name: accordNamesDe[key] });
      expect(ACCORD_KEYS).toContain(key);
    }
  });

  it('dominate a perfume only among its three strongest accords', () => {
    expect(isDominatedBy(['oud', 'rose', 'amber', 'patchouli'], ['patchouli'])).toBe(false);
    expect(isDominatedBy(['rose', 'amber', 'Oud'], new Set(['oud']))).toBe(true);
    expect(isDominatedBy(['oud'], [])).toBe(false);
  });
});

describe('collection names', () => {
  it('are trimmed, 1–40 characters, compared without case', () => {
    expect(collectionNameProblem(' Papa ')).toBeNull();
    expect(collectionNameProblem('  ')).toBe('Bitte gib der Sammlung einen Namen.');
    expect(collectionNameProblem('x'.repeat(41))).toContain('höchstens 40 Zeichen');
    expect(collectionNameProblem('Pa\u0007pa')).toContain('Steuerzeichen');
    expect(collectionNameKey(' GESCHENKE')).toBe(collectionNameKey('geschenke'));
  });
});
