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

  it('closes a dismissed toast at once and keeps it in the store for a very long delay', () => {
    const id = showToast({ title: 'Auswahl geleert', variant: 'destructive' });

    useToastStore.getState().dismiss(id);
    expect(useToastStore.getState().toasts[0]?.open).toBe(false);

    // Spec 000 §4: not removed after a closing animation (1 s), but only after a very long delay.
    vi.advanceTimersByTime(60_000);
    expect(useToastStore.getState().toasts.map((t) => t.title)).toEqual(['Auswahl geleert']);

    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('replaces a dismissed toast still in the store when a new one is shown', () => {
    const id = showToast({ title: 'Auswahl geleert' });
    useToastStore.getState().dismiss(id);

    showToast({ title: 'Bereits in deiner Auswahl' });

    const toasts = useToastStore.getState().toasts;
    expect(toasts.map((t) => [t.title, t.open])).toEqual([['Bereits in deiner Auswahl', true]]);
  });
});
