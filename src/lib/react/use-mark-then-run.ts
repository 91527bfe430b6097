import { useCallback, useEffect, useRef } from 'react';
import { markThenRun } from './after-next-paint';

/**
 * markThenRun for a component: one step pending at a time (a second tap replaces the first), none left to run once the
 * component is gone.
 */
export function useMarkThenRun(): (element: HTMLElement | null | undefined, step: () => void) => void {
  const pending = useRef<() => void>(undefined);
  useEffect(() => () => pending.current?.(), []);
  return useCallback((element, step) => {
    pending.current?.();
    pending.current = markThenRun(element, () => {
      pending.current = undefined;
      step();
    });
  }, []);
}
