import type { Page } from '@playwright/test';

/**
 * Scrolls the page from top to bottom (a third of a screen at a time, and the very end) and, at
 * each stop, lists what the element matching `selector` sits on: every line of visible text
 * (each text node's line boxes, not its paragraph's box) and every control (links, buttons,
 * fields, summaries) whose box overlaps it by any amount, and every box drawn with a right-hand
 * border (a card, a field, a table) whose edge comes under the element or the shadow it paints.
 * Content clipped away or scrolled out of its own box is left out (it is not at that point:
 * `elementsFromPoint`), content merely underneath the element is not (that is what the element
 * would cover).
 */
export async function coveredBy(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(async (floatingSelector) => {
    const floating = document.querySelector(floatingSelector);
    if (!floating) return [`no ${floatingSelector} on the page`];
    const found = new Set<string>();
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    const overlap = (box: DOMRect, other: DOMRect) =>
      other.width > 0 && other.height > 0 && other.left < box.right && other.right > box.left && other.top < box.bottom && other.bottom > box.top;
    /** The element is really drawn where it overlaps (not clipped away by a scrolling or hidden-overflow box). */
    const drawnThere = (element: Element, box: DOMRect, other: DOMRect) => {
      const x = (Math.max(box.left, other.left) + Math.min(box.right, other.right)) / 2;
      const y = (Math.max(box.top, other.top) + Math.min(box.bottom, other.bottom)) / 2;
      return document.elementsFromPoint(x, y).includes(element);
    };
    /** How far the element's box-shadows reach beyond its box on each side (the visible blur is its radius). */
    const shadowReach = () => {
      const reach = { left: 0, right: 0, top: 0, bottom: 0 };
      const shadows = getComputedStyle(floating).boxShadow.replace(/rgba?\([^)]*\)/g, '');
      if (shadows === 'none') return reach;
      for (const shadow of shadows.split(',')) {
        if (/inset/.test(shadow)) continue;
        const [x = 0, y = 0, blur = 0, spread = 0] = (shadow.match(/-?[\d.]+px/g) ?? []).map(parseFloat);
        reach.left = Math.max(reach.left, blur + spread - x);
        reach.right = Math.max(reach.right, blur + spread + x);
        reach.top = Math.max(reach.top, blur + spread - y);
        reach.bottom = Math.max(reach.bottom, blur + spread + y);
      }
      return reach;
    };
    const reach = shadowReach();
    const bordered = [...document.body.querySelectorAll('*')].filter((element) => {
      if (element === floating || element.contains(floating) || floating.contains(element)) return false;
      const style = getComputedStyle(element);
      return parseFloat(style.borderRightWidth) > 0 && style.borderRightStyle !== 'none' && !/rgba\([^)]*,\s*0\)|transparent/.test(style.borderRightColor);
    });
    const max = document.documentElement.scrollHeight - window.innerHeight;
    const stops: number[] = [];
    for (let top = 0; top < max; top += Math.round(window.innerHeight / 3)) stops.push(top);
    stops.push(Math.max(0, max));
    for (const top of stops) {
      window.scrollTo({ top, behavior: 'instant' });
      await frame();
      const box = floating.getBoundingClientRect();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent || floating.contains(node) || !visible(parent)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const line = [...range.getClientRects()].find((rect) => overlap(box, rect) && drawnThere(parent, box, rect));
        if (line) found.add(`text "${node.textContent.trim().slice(0, 60)}" (scrolled to ${top})`);
      }
      const painted = new DOMRect(box.left - reach.left, box.top - reach.top, box.width + reach.left + reach.right, box.height + reach.top + reach.bottom);
      for (const element of bordered) {
        if (!visible(element)) continue;
        const rect = element.getBoundingClientRect();
        const width = parseFloat(getComputedStyle(element).borderRightWidth);
        const edge = new DOMRect(rect.right - width, rect.top, width, rect.height);
        if (overlap(painted, edge) && drawnThere(element, painted, edge)) {
          found.add(`edge of ${element.tagName.toLowerCase()}.${[...element.classList].join('.')} (scrolled to ${top})`);
        }
      }
      for (const control of document.querySelectorAll('a[href], button, input, select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])')) {
        if (control === floating || floating.contains(control) || !visible(control)) continue;
        const rect = control.getBoundingClientRect();
        if (overlap(box, rect) && drawnThere(control, box, rect)) {
          found.add(`${control.tagName.toLowerCase()} "${(control.textContent || control.getAttribute('aria-label') || '').trim().slice(0, 40)}" (scrolled to ${top})`);
        }
      }
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return [...found];
  }, selector);
}
