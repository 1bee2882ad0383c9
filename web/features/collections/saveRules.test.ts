import { describe, expect, it } from 'vitest';
import { buildPerfume } from '../../testing/buildPerfume';
import {
  AUTH_REQUIRED_MESSAGE,
  CHOOSE_COLLECTION_MESSAGE,
  isDuplicateSave,
  selectionProblem,
  tempAddBody,
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

describe('tempAddBody', () => {
  it('names the collection by its type and sends ids with name and brand', () => {
    const perfume = buildPerfume({ id: 'fra-1', name: 'Sauvage', brand: 'Dior' });
    expect(tempAddBody('a@b.de', 'dev', 'custom', [perfume])).toEqual({
      email: 'a@b.de',
      deviceId: 'dev',
      collectionId: 'custom',
      perfumeIds: ['fra-1'],
      perfumes: [{ id: 'fra-1', name: 'Sauvage', brand: 'Dior' }],
    });
  });
});

describe('isDuplicateSave', () => {
  it('is a duplicate only when nothing was added and something was skipped', () => {
    expect(isDuplicateSave({ added: 0, skipped: 2 })).toBe(true);
    expect(isDuplicateSave({ added: 1, skipped: 1 })).toBe(false);
  });
});
