import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** axe-core's browser build, injected into the page under test (never fetched by it). */
const AXE_SOURCE: string = createRequire(import.meta.url)('axe-core').source;
const WCAG_21_AA: RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } };

/** No WCAG 2.1 A or AA violation on the page as the visitor sees it now. */
export async function expectAxeClean(page: Page, label?: string): Promise<void> {
  await transitionsFinished(page);
  const results = await withEverySectionLaidOut(page, () => runAxe(page));
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} :: ${node.failureSummary?.split('\n').slice(1, 3).join(' ')}`)
        .join('\n  ')}`,
  );
  expect(violations, `${label ?? page.url()}\n${violations.join('\n')}`).toEqual([]);
}

/**
 * axe in the page itself, injected once per document: the app has no frames, so the
 * whole check is one `axe.run`. (@axe-core/playwright's builder opens a blank page
 * for every check to merge the frames' results, and injects axe into both again:
 * about four times the CPU of the check itself, on every call.)
 */
async function runAxe(page: Page): Promise<AxeResults> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(AXE_SOURCE);
  return page.evaluate((options) => (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, options), WCAG_21_AA);
}

/**
 * Colours mid-transition (a button easing into the dark header, say) are not
 * what the visitor reads, and axe would judge the in-between shade.
 */
async function transitionsFinished(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          document.getAnimations().some((animation) => animation instanceof CSSTransition && animation.playState === 'running'),
        ),
      { message: 'CSS transitions still running', timeout: 5_000 },
    )
    .toBe(false);
}

/**
 * Sections far from the screen are not laid out (`content-visibility: auto`, src/styles/global.css), and axe
 * finds a text's background by asking the browser what is under it: there, nothing would be. Each section is
 * judged as the visitor sees it once scrolled to, laid out, for the time of the check (through the CSS object
 * model, which the pages' Content Security Policy allows, unlike a style sheet added to the page).
 */
async function withEverySectionLaidOut<T>(page: Page, check: () => Promise<T>): Promise<T> {
  await page.locator('main').evaluateAll((mains) => {
    for (const element of mains.flatMap((main) => [...main.querySelectorAll('*')])) {
      if (element instanceof HTMLElement && getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
  });
  try {
    return await check();
  } finally {
    await page.locator('main').evaluateAll((mains) => {
      for (const element of mains.flatMap((main) => [...main.querySelectorAll<HTMLElement>('*')])) if (element.style.contentVisibility === 'visible') element.style.contentVisibility = '';
    });
  }
}
