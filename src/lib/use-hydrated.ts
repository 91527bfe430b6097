import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page is rendered at build time (prerendering) and during the
 * first render that hydrates that markup; true afterwards, and from the start
 * of a plain client render. What depends on the browser (storage, session,
 * the browser's language) renders only once this is true, so the hydrated
 * markup matches the prerendered one exactly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
