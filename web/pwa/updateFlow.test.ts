import { describe, expect, it } from 'vitest';
import { actionOnControllerChange, isUpdateCheckDue, UPDATE_CHECK_INTERVAL_MS } from './updateFlow';

describe('actionOnControllerChange', () => {
  it('does nothing when the first install takes control of the page', () => {
    expect(actionOnControllerChange({ wasControlled: false, acceptedHere: false })).toBe('nothing');
  });

  it('reloads into the new version after the user chose "Neu laden" in this tab', () => {
    expect(actionOnControllerChange({ wasControlled: true, acceptedHere: true })).toBe('reload');
  });

  it('offers a reload when another tab activated the new version', () => {
    expect(actionOnControllerChange({ wasControlled: true, acceptedHere: false })).toBe(
      'offer-reload',
    );
  });
});

describe('isUpdateCheckDue', () => {
  it('checks again only after the interval has passed', () => {
    const start = 1_000_000;
    expect(isUpdateCheckDue(start, start + UPDATE_CHECK_INTERVAL_MS - 1)).toBe(false);
    expect(isUpdateCheckDue(start, start + UPDATE_CHECK_INTERVAL_MS)).toBe(true);
  });
});
