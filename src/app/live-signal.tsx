import { createContext, useContext, useEffect } from 'react';

/**
 * "The page is live" for a page the browser renders itself: its content is on screen
 * with its handlers attached. The root commits before the layout's Suspense boundary
 * around the page, so the signal comes from inside that boundary (see RootLayout),
 * not from the root. A page that hydrates is live earlier, once hydration has
 * started (src/main.tsx); this second call changes nothing then.
 */
const LiveContext = createContext<(() => void) | undefined>(undefined);

export const LiveSignalProvider = LiveContext.Provider;

/** Rendered after the page, inside the boundary that holds it: its effect runs once the page itself has committed. */
export function PageLive() {
  const onLive = useContext(LiveContext);
  useEffect(() => onLive?.(), [onLive]);
  return null;
}
