import { useState } from 'react';

/**
 * True from the first render in which `condition` held, and from then on: a part of the UI
 * that loads on demand stays mounted once loaded (its state, its closing animation).
 */
export function useOnceTrue(condition: boolean): boolean {
  const [hasHeld, setHasHeld] = useState(condition);
  if (condition && !hasHeld) setHasHeld(true);
  return hasHeld || condition;
}
