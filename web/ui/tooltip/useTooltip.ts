import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { tooltipTiming, type TooltipTiming } from './tooltipTiming';

export type TooltipTriggerHandlers = {
  onPointerEnter: (event: { pointerType: string }) => void;
  onPointerLeave: () => void;
  onPointerDown: () => void;
  onFocus: (event: SyntheticEvent) => void;
  onBlur: () => void;
  onKeyDown: (event: { key: string }) => void;
};

/**
 * Open state of one tooltip: hover opens it after the shared delay, keyboard focus at once;
 * leaving, blur, a press or Escape close it. Touch never opens it (there is no hover).
 */
export function useTooltip(
  enabled: boolean,
  timing: TooltipTiming = tooltipTiming,
): { open: boolean; handlers: TooltipTriggerHandlers } {
  const [open, setOpen] = useState(false);
  const isOpen = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const change = useCallback(
    (next: boolean) => {
      clearTimeout(timer.current);
      if (isOpen.current === next) return;
      isOpen.current = next;
      if (next) timing.opened();
      else timing.closed(performance.now());
      setOpen(next);
    },
    [timing],
  );

  useEffect(() => {
    if (!enabled) change(false);
  }, [enabled, change]);
  useEffect(() => () => change(false), [change]);

  const handlers: TooltipTriggerHandlers = {
    onPointerEnter: (event) => {
      if (!enabled || event.pointerType === 'touch') return;
      clearTimeout(timer.current);
      const delay = timing.delayFor(performance.now());
      if (delay === 0) change(true);
      else timer.current = setTimeout(() => change(true), delay);
    },
    onPointerLeave: () => change(false),
    onPointerDown: () => change(false),
    onFocus: (event) => {
      if (enabled && event.target instanceof Element && event.target.matches(':focus-visible')) {
        change(true);
      }
    },
    onBlur: () => change(false),
    onKeyDown: (event) => {
      if (event.key === 'Escape') change(false);
    },
  };
  return { open, handlers };
}
