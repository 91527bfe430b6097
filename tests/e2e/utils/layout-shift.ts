import type { Page } from '@playwright/test';

export interface LayoutShift {
  /** The page's cumulative shift that no input caused, since it started loading. */
  total: number;
  /** What moved, for a failure message: the element and its box before → after. */
  moved: string[];
}

/** Layout shifts since the page started that no input caused, as the browser reports them, over `settleMs` more. */
export function layoutShift(page: Page, settleMs = 500): Promise<LayoutShift> {
  return page.evaluate(
    (wait) =>
      new Promise<LayoutShift>((resolve) => {
        let total = 0;
        const moved: string[] = [];
        type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] };
        const box = (rect: DOMRectReadOnly) => `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            total += entry.value;
            for (const source of entry.sources ?? []) {
              const element = source.node instanceof Element ? source.node : source.node?.parentElement;
              moved.push(`at ${Math.round(entry.startTime)} ms ${element?.tagName ?? '?'}.${element?.className ?? ''} ${box(source.previousRect)} → ${box(source.currentRect)}`);
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ total, moved }), wait);
      }),
    settleMs,
  );
}
