import { describe, expect, it } from 'vitest';
import { pendingChangesText, syncMessage, unsyncedWarning } from './syncStatusText';

describe('syncMessage', () => {
  it('says nothing when online, with an empty outbox and no failure', () => {
    expect(syncMessage({ online: true, pending: 0, error: null })).toBeNull();
  });

  it('tells an offline person that changes are kept, with the number waiting', () => {
    expect(syncMessage({ online: false, pending: 0, error: null })?.text).toBe(
      'Offline – Änderungen werden gespeichert',
    );
    expect(syncMessage({ online: false, pending: 2, error: 'x' })?.text).toBe(
      'Offline – Änderungen werden gespeichert (2 ausstehend)',
    );
  });

  it('shows a failure before the pending count, with the German detail', () => {
    expect(syncMessage({ online: true, pending: 3, error: 'Server nicht erreichbar' })).toEqual({
      kind: 'error',
      text: 'Synchronisierung fehlgeschlagen',
      detail: 'Server nicht erreichbar',
    });
  });

  it('counts pending changes in singular and plural', () => {
    expect(syncMessage({ online: true, pending: 1, error: null })?.text).toBe(
      '1 Änderung wird synchronisiert',
    );
    expect(pendingChangesText(4)).toBe('4 Änderungen werden synchronisiert');
  });
});

describe('unsyncedWarning', () => {
  it('names the number of unsynced changes in singular and plural', () => {
    expect(unsyncedWarning(1)).toBe('Du hast 1 Änderung, die noch nicht synchronisiert ist.');
    expect(unsyncedWarning(5)).toBe('Du hast 5 Änderungen, die noch nicht synchronisiert sind.');
  });
});
