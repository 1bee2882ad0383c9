import { describe, expect, it } from 'vitest';
import { addFeedback, moveFeedback, removeFeedback } from './actionFeedback';

describe('addFeedback', () => {
  it('confirms a queued add with the perfume and the list', () => {
    expect(addFeedback({ kind: 'queued' }, 'wishlist', 'Sauvage')).toEqual({
      title: 'Gespeichert',
      description: 'Sauvage auf die Wunschliste gesetzt.',
    });
  });

  it('answers a duplicate with the spec texts under the title "Fehler"', () => {
    expect(addFeedback({ kind: 'duplicate' }, 'collection', 'Sauvage')).toMatchObject({
      title: 'Fehler',
      description: 'Parfüm bereits vorhanden',
    });
    expect(addFeedback({ kind: 'duplicate' }, 'blacklist', 'Sauvage').description).toBe(
      'Parfüm bereits in der Blacklist',
    );
  });
});

describe('moveFeedback', () => {
  it('names the perfume that is already in the collection', () => {
    expect(moveFeedback({ kind: 'duplicate' }, 'Aventus').description).toBe(
      'Aventus ist bereits in deiner Sammlung',
    );
  });
});

describe('removeFeedback', () => {
  it('stays quiet on success and uses the list-specific failure text', () => {
    expect(removeFeedback({ kind: 'queued' }, 'wishlist')).toBeNull();
    expect(removeFeedback({ kind: 'not_found' }, 'blacklist')?.description).toBe(
      'Parfüm konnte nicht aus der Blacklist entfernt werden.',
    );
    expect(removeFeedback({ kind: 'not_found' }, 'collection')?.description).toBe(
      'Das Parfüm konnte nicht entfernt werden.',
    );
  });
});
