import { useEffect, type RefObject } from 'react';

/** How long the requester is held in view while the page above it is still settling. */
const SETTLE_MS = 2500;

/**
 * Brings the requester into view and gives its heading the focus when the visitor
 * came for it (back from a payment, a login, a "back to the order form" link).
 * The router restores the scroll to the top in the same commit, and the landing
 * above (fonts, images, lazy sections) can still grow afterwards: so the section
 * is scrolled after the router's restoration, and again whenever the page's size
 * changes in the next moments, until the visitor scrolls, taps or types.
 * `visit` changes with every navigation that asks again (the location's key).
 */
export function useArrivalScroll(section: RefObject<HTMLElement | null>, heading: RefObject<HTMLElement | null>, active: boolean, visit: string) {
  useEffect(() => {
    if (!active) return;
    let done = false;
    const scroll = () => {
      if (!done) section.current?.scrollIntoView?.({ block: 'start' });
    };
    let frame = requestAnimationFrame(() => {
      scroll();
      heading.current?.focus({ preventScroll: true });
      // Sections are laid out only near the screen (content-visibility: auto, global.css): in the frame that scrolls
      // to it, the requester can still be skipped, and the browser then refuses its heading the focus. Once more,
      // when the next frame has laid it out.
      if (document.activeElement !== heading.current) frame = requestAnimationFrame(() => heading.current?.focus({ preventScroll: true }));
    });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(scroll) : null;
    observer?.observe(document.body);
    const stop = () => {
      done = true;
      observer?.disconnect();
      USER_EVENTS.forEach((name) => window.removeEventListener(name, stop));
    };
    USER_EVENTS.forEach((name) => window.addEventListener(name, stop, { passive: true }));
    const timer = setTimeout(stop, SETTLE_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      stop();
    };
  }, [active, visit, section, heading]);
}

/** The visitor taking over the scroll. */
const USER_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
