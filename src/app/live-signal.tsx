import { createContext, useContext, useEffect } from 'react';

/**
 * "The page is live": its content is on screen with its handlers attached, hydrated
 * or rendered. The root commits before the layout's Suspense boundary around the
 * page has hydrated, so the signal comes from inside that boundary (see
 * RootLayout), not from the root.
 */
const LiveContext = createContext<(() => void) | undefined>(undefined);

export const LiveSignalProvider = LiveContext.Provider;

/** Rendered after the page, inside the boundary that holds it: its effect runs once the page itself has committed. */
export function PageLive() {
  const onLive = useContext(LiveContext);
  useEffect(() => onLive?.(), [onLive]);
  return null;
}
