import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/** navigate() after a delay, cancelled when the page unmounts first. */
export function useDelayedNavigate(): (to: string, delayMs: number) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (to: string, delayMs: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(to, { replace: true }), delayMs);
    },
    [navigate],
  );
}
