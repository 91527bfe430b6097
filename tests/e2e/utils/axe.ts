import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.1 A and AA violations on the page, formatted for a readable failure. */
export async function axeViolations(page: Page): Promise<string[]> {
  await transitionsFinished(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} :: ${node.failureSummary?.split('\n').slice(1, 3).join(' ')}`)
        .join('\n  ')}`,
  );
}

/**
 * Colours mid-transition (a button easing into the dark header, say) are not
 * what the visitor reads, and axe would judge the in-between shade.
 */
async function transitionsFinished(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
    undefined,
    { timeout: 5_000 },
  );
}
