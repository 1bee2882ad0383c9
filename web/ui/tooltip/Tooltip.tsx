import type { ReactNode } from 'react';
import { useTooltip } from './useTooltip';
import './tooltip.css';

type TooltipProps = {
  /** The text shown beside the trigger. */
  label: string;
  /** Off when the trigger shows its text itself (e.g. an expanded sidebar). */
  enabled?: boolean;
  children: ReactNode;
};

/**
 * A short hint beside its trigger for mouse and keyboard users. It only repeats what the
 * trigger's accessible name already says, so it is hidden from assistive technology.
 */
export function Tooltip({ label, enabled = true, children }: TooltipProps) {
  const { open, handlers } = useTooltip(enabled);
  return (
    <span className="tooltip-anchor" {...handlers}>
      {children}
      {open && (
        <span className="tooltip" aria-hidden="true">
          {label}
        </span>
      )}
    </span>
  );
}
