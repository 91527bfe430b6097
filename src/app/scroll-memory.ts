/**
 * Scrolling like a site of separate pages: a new page opens at its top (or at
 * its #fragment), and Back or Forward returns to where the visitor was on it.
 * A reload and the browser's page cache keep the browser's own restoration.
 * React Router's `<ScrollRestoration>` does the same only inside its data
 * router, which costs every first visit about 17 KB gzip, and places the first
 * page itself when the app hydrates: the figures, and what this keeps
 * differently, are in docs/routing-and-loading.md#why-not-the-data-router.
 */
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where the visitor was on each page of this tab's history (by history entry), as they left it. */
const positions = new Map<string, number>();

let placedKey: string | null = null;

/** Places each page the router shows once it is on screen (the root layout calls it). */
export function useScrollPlacement(): void {
  const { key, hash, state } = useLocation();
  /** A move that only rewrites the address (the language links drop `?lng=`) leaves the page where it is. */
  const keepScroll = Boolean((state as { keepScroll?: boolean } | null)?.keepScroll);
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

  // The position on this page, kept as the visitor scrolls: the listener leaves with the page, before the next one
  // is laid out (a shorter page would cut the value short).
  useLayoutEffect(() => {
    const record = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, [key]);

  useLayoutEffect(() => {
    const first = placedKey === null;
    placedKey = key;
    // The page as loaded: the browser has placed it (top, #fragment, or where a reload was). A move that keeps the
    // scroll keeps it when made; Back or Forward onto its entry later returns to where the visitor was, as anywhere.
    if (first || (keepScroll && action !== 'POP')) return;
    const saved = action === 'POP' ? positions.get(key) : undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, action, keepScroll]);
}
