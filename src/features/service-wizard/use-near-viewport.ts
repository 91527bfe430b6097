import { useEffect, useState, type RefObject } from 'react';

/** How far below (or above) the viewport an element counts as near: about two phone screens. */
const NEAR_MARGIN = '1600px 0px';

/**
 * True once the element has come within NEAR_MARGIN of the viewport (and from
 * then on), or once something inside it takes the focus. Without
 * IntersectionObserver it is true at once. `watch` false: not watched (false).
 */
export function useNearViewport(element: RefObject<HTMLElement | null>, watch: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!watch || near || !target || !observable()) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: NEAR_MARGIN });
    observer.observe(target);
    const onFocus = () => setNear(true);
    target.addEventListener('focusin', onFocus);
    return () => {
      observer.disconnect();
      target.removeEventListener('focusin', onFocus);
    };
  }, [element, watch, near]);
  return near || (watch && !observable());
}

const observable = () => typeof IntersectionObserver === 'function';
