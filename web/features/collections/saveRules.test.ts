import { describe, expect, it } from 'vitest';
import {
  AUTH_REQUIRED_MESSAGE,
  CHOOSE_COLLECTION_MESSAGE,
  perfumeCount,
  selectionProblem,
} from './saveRules';

describe('selectionProblem', () => {
  it('asks for a collection first, then for a signed-in or temporary user', () => {
    expect(selectionProblem(null, { signedIn: true, tempEmail: null })).toBe(
      CHOOSE_COLLECTION_MESSAGE,
    );
    expect(selectionProblem('main', { signedIn: false, tempEmail: null })).toBe(
      AUTH_REQUIRED_MESSAGE,
    );
    expect(selectionProblem('main', { signedIn: false, tempEmail: 'a@b.de' })).toBeNull();
    expect(selectionProblem('partner', { signedIn: true, tempEmail: null })).toBeNull();
  });
});

describe('perfumeCount', () => {
  it('counts perfumes in singular and plural', () => {
    expect(perfumeCount(1)).toBe('1 Duft');
    expect(perfumeCount(3)).toBe('3 Düfte');
  });
});
