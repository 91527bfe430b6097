import { useEffect, useRef, useState, type RefObject } from 'react';
import { useHydrated } from '@/lib/react/use-hydrated';

export const MENU_ID = 'site-menu';

/** Where the menu is inline (./site-header.css): a popover left open would float there. */
const INLINE_MENU = '(min-width: 80rem)';

const supportsPopover = () => typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype;

function hide(menu: HTMLElement | null): void {
  if (menu && supportsPopover() && menu.matches(':popover-open')) menu.hidePopover();
}

/**
 * The phone menu is a popover (`popover="auto"` on the menu, `popovertarget` on
 * its button): the browser opens and closes it before any script, closes it on
 * Escape or a tap outside, and exposes the button's expanded state. The app
 * closes it when the visitor moves on, and stands in for the Popover API where
 * a browser lacks it (a class, aria-expanded and Escape).
 */
export function useMenuPopover(ref: RefObject<HTMLElement | null>, pathname: string) {
  const [openWithoutPopover, setOpenWithoutPopover] = useState(false);
  // Known only in the browser: the served markup says nothing, so the browser's own state stands.
  const standIn = useHydrated() && !supportsPopover();
  const close = () => {
    hide(ref.current);
    setOpenWithoutPopover(false);
  };

  // The menu closes whenever the visitor lands on another page.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpenWithoutPopover(false);
  }
  // Not on mount: a menu the visitor opened before the app was live stays open.
  const closedFor = useRef(pathname);
  useEffect(() => {
    if (closedFor.current === pathname) return;
    closedFor.current = pathname;
    hide(ref.current);
  }, [ref, pathname]);

  useEffect(() => {
    if (!supportsPopover()) return;
    const inline = window.matchMedia(INLINE_MENU);
    const onChange = () => hide(ref.current);
    inline.addEventListener('change', onChange);
    return () => inline.removeEventListener('change', onChange);
  }, [ref]);

  useEffect(() => {
    if (!openWithoutPopover) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenWithoutPopover(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openWithoutPopover]);

  return {
    /** Props of the menu's button, besides `popoverTarget`. */
    toggle: {
      'aria-expanded': standIn ? openWithoutPopover : undefined,
      onClick: () => {
        if (standIn) setOpenWithoutPopover((open) => !open);
      },
    },
    menuClass: `site-menu${standIn && openWithoutPopover ? ' is-open' : ''}`,
    /** A link to the page already shown changes no path: the menu closes all the same. */
    close,
  };
}
