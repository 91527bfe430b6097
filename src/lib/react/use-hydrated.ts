import { startTransition, useEffect, useState } from 'react';
import { hydratesServedMarkup } from '@/startup/render-state';

/**
 * A page the browser renders itself knows the browser from its first render. Prerendering (no
 * document) and a visit that hydrates served markup start from the served version: in a visit
 * that hydrates, every component that asks starts there, since a part of the page may hydrate
 * after the rest (a section whose code arrives later) and must match its served markup too.
 */
const knowsBrowserAtOnce = typeof document !== 'undefined' && !hydratesServedMarkup;

/**
 * False while the page is rendered at build time (prerendering) and during the
 * first render that hydrates that markup; true afterwards, and from the start
 * of a plain client render. What depends on the browser (storage, session,
 * the browser's language) renders only once this is true, so the hydrated
 * markup matches the prerendered one exactly.
 *
 * The switch is a transition: React renders what changes in slices, yielding to
 * the browser between them. (useSyncExternalStore's server snapshot would force a
 * synchronous re-render of every such component right after hydration: one long task.)
 */
export function useHydrated(): boolean {
  const [value, setValue] = useState(knowsBrowserAtOnce);
  useEffect(() => {
    if (!value) startTransition(() => setValue(true));
  }, [value]);
  return value;
}
