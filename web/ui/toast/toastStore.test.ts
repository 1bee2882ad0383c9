import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_REMOVE_DELAY_MS, showToast, useToastStore } from './toastStore';

beforeEach(() => {
  vi.useFakeTimers();
  useToastStore.setState({ toasts: [] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toastStore', () => {
  it('shows one toast at a time: the newest replaces the one on screen', () => {
    showToast({ title: 'Bereits in deiner Auswahl' });
    showToast({ title: 'Neue Version verfügbar' });

    expect(useToastStore.getState().toasts.map((t) => t.title)).toEqual(['Neue Version verfügbar']);
  });

  it('closes a dismissed toast at once and removes it after the closing animation', () => {
    const id = showToast({ title: 'Auswahl geleert', variant: 'destructive' });

    useToastStore.getState().dismiss(id);
    expect(useToastStore.getState().toasts[0]?.open).toBe(false);

    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(useToastStore.getState().toasts).toEqual([]);
  });
});
