import { useEffect } from 'react';
import { useHydrated } from '@/lib/react/use-hydrated';
import { readRenderState, writeRenderState } from '@/startup/render-state';
import { yieldToBrowser } from '@/startup/yield';
import { loadScreenModules } from './screen-preload';

/**
 * Says the page is `live` (src/startup/render-state.ts): rendered after the page, inside the layout's Suspense boundary
 * (see RootLayout), so its effect runs once the page has committed, hydrated or rendered, every handler attached, and knows
 * it is hydrated (useHydrated: one transition for the whole page, so the forms validate themselves by then). The page
 * script then hands over what the visitor did meanwhile: a form the browser refused is sent again, in the app's words.
 */
export function PageLive() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated || readRenderState() === 'live') return;
    // React answers every event from one listener on its root, compiled the first time it runs (a slow phone's first tap
    // waited for it): a pointer passes over the page first, an event a task (no component listens to pointers).
    void (async () => {
      for (const type of ['pointerover', 'pointerdown', 'pointerup', 'pointerout']) await yieldToBrowser().then(() => document.querySelector('main')?.dispatchEvent(new PointerEvent(type, { bubbles: true })));
      writeRenderState('live');
      void loadScreenModules(); // Other screens' chunk lists, for the visitor's next move.
    })();
  }, [hydrated]);
  return null;
}
