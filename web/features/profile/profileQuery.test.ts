import { describe, expect, it } from 'vitest';
import { profilePath, requestedCollection, withoutCollectionParams } from './profileQuery';

const collections = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Meine Parfümsammlung' },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Partner-Parfümsammlung' },
];

describe('requestedCollection', () => {
  it('finds a collection by its name, ignoring case', () => {
    const params = new URLSearchParams({ collection: 'partner-parfümsammlung' });
    expect(requestedCollection(params, collections)?.id).toBe(collections[1]!.id);
  });

  it('prefers collectionId over the name', () => {
    const params = new URLSearchParams({
      collection: 'Partner-Parfümsammlung',
      collectionId: collections[0]!.id,
    });
    expect(requestedCollection(params, collections)).toBe(collections[0]);
  });

  it('is null for names and ids the user does not have', () => {
    expect(requestedCollection(new URLSearchParams({ collection: 'Fremd' }), collections)).toBe(
      null,
    );
    expect(requestedCollection(new URLSearchParams(), collections)).toBeNull();
  });
});

describe('withoutCollectionParams', () => {
  it('removes both collection parameters and keeps the rest', () => {
    const rest = withoutCollectionParams(new URLSearchParams('collection=Andere&tab=x'));
    expect(rest?.toString()).toBe('tab=x');
    expect(withoutCollectionParams(new URLSearchParams('tab=x'))).toBeNull();
  });
});

describe('profilePath', () => {
  it('encodes the collection name as a query parameter', () => {
    expect(profilePath('Partner-Parfümsammlung')).toBe(
      '/profile?collection=Partner-Parf%C3%BCmsammlung',
    );
  });
});
