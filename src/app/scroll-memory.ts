import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';

/**
 * Scrolling like a site of separate pages: a new page opens at its top (or at
 * its #fragment), and Back or Forward returns to where the visitor was on it.
 * A reload and the browser's page cache keep the browser's own restoration.
 */

/** Where the visitor was on each page of this tab's history (by history entry), as they left it. */
const positions = new Map<string, number>();

/**
 * Records the position of the page being left when the router starts moving,
 * before the next page replaces it (a shorter one would cut the value short).
 */
export function rememberScrollPositions(router: ReturnType<typeof createBrowserRouter>): () => void {
  let shown = router.state.location.key;
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.key !== shown) positions.set(shown, window.scrollY);
    shown = state.location.key;
  });
}

let placedKey: string | null = null;

/** Places each page the router shows once it is on screen (the root layout calls it). */
export function useScrollPlacement(): void {
  const { key, hash } = useLocation();
  const action = useNavigationType();

  useEffect(() => {
    // The browser must not restore positions itself while the app renders the pages; it does on a reload.
    const manual = () => (window.history.scrollRestoration = 'manual');
    const native = () => (window.history.scrollRestoration = 'auto');
    manual();
    window.addEventListener('pagehide', native);
    window.addEventListener('pageshow', manual);
    return () => {
      native();
      window.removeEventListener('pagehide', native);
      window.removeEventListener('pageshow', manual);
    };
  }, []);

  useLayoutEffect(() => {
    const first = placedKey === null;
    placedKey = key;
    // The page as loaded: the browser has placed it (top, #fragment, or where a reload was).
    if (first) return;
    const saved = action === 'POP' ? positions.get(key) : undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, action]);
}
