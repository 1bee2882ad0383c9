// When a tooltip opens (spec 000 §9, the defaults of Radix Tooltip): 700 ms after the pointer
// rests on its trigger, at once while another tooltip is open or closed less than 300 ms ago,
// so moving along a row of triggers does not wait at each one.

export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export type TooltipTiming = {
  /** How long a pointer must rest on a trigger, asked at `now` (ms). */
  delayFor(now: number): number;
  opened(): void;
  closed(now: number): void;
};

/** One timing shared by all tooltips of a page, since the skip delay spans triggers. */
export function createTooltipTiming(): TooltipTiming {
  let openCount = 0;
  let lastClosedAt = Number.NEGATIVE_INFINITY;
  return {
    delayFor: (now) =>
      openCount > 0 || now - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_OPEN_DELAY_MS,
    opened: () => {
      openCount += 1;
    },
    closed: (now) => {
      openCount = Math.max(0, openCount - 1);
      lastClosedAt = now;
    },
  };
}

export const tooltipTiming = createTooltipTiming();
