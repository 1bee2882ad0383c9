import { describe, expect, it } from 'vitest';
import { createTooltipTiming } from './tooltipTiming';

describe('tooltip timing', () => {
  it('opens a tooltip after the pointer rested 700 ms on its trigger', () => {
    expect(createTooltipTiming().delayFor(10_000)).toBe(700);
  });

  it('opens the next tooltip at once while one is open', () => {
    const timing = createTooltipTiming();
    timing.opened();

    expect(timing.delayFor(10_000)).toBe(0);
  });

  it('skips the delay for 300 ms after a tooltip closed, then waits again', () => {
    const timing = createTooltipTiming();
    timing.opened();
    timing.closed(10_000);

    expect(timing.delayFor(10_299)).toBe(0);
    expect(timing.delayFor(10_300)).toBe(700);
  });
});
