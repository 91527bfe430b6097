import { useEffect } from 'react';
import { useHydrated } from '@/lib/react/use-hydrated';
import { readRenderState, writeRenderState } from '@/startup/render-state';
import { loadScreenModules } from './screen-preload';

/**
 * Says the page is `live` (src/startup/render-state.ts): rendered after the page, inside the layout's Suspense
 * boundary that holds it (see RootLayout), so its effect runs once the page itself has committed, hydrated or
 * rendered, with every handler attached, and once the page knows it is hydrated (useHydrated: its switch is one
 * transition for the whole page, so the forms validate themselves by then). The page script then hands over what
 * the visitor did meanwhile: a form the browser refused is sent again, and the app says why in its own words.
 */
export function PageLive() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated || readRenderState() === 'live') return;
    // React answers every event from one listener on its root, compiled the first time it runs (a slow phone's first tap
    // waited for it): a pointer passing over the page runs it once before `live` (no component listens to pointers).
    for (const type of ['pointerover', 'pointerdown', 'pointerup', 'pointerout']) document.querySelector('main')?.dispatchEvent(new PointerEvent(type, { bubbles: true }));
    writeRenderState('live');
    // Other screens' chunk lists, for the visitor's next move (never part of the first visit's work).
    void loadScreenModules();
  }, [hydrated]);
  return null;
}
