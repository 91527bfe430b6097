import { useEffect } from 'react';
import { readRenderState, writeRenderState } from '@/startup/render-state';
import { loadScreenModules } from './screen-preload';

/**
 * Says the page is `live` (src/startup/render-state.ts): rendered after the page, inside the layout's Suspense
 * boundary that holds it (see RootLayout), so its effect runs once the page itself has committed, hydrated or
 * rendered, with every handler attached. The page script then hands over what the visitor did meanwhile.
 */
export function PageLive() {
  useEffect(() => {
    if (readRenderState() === 'live') return;
    writeRenderState('live');
    // Other screens' chunk lists, for the visitor's next move (never part of the first visit's work).
    void loadScreenModules();
  }, []);
  return null;
}
