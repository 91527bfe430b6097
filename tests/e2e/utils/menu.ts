import type { Page } from '@playwright/test';

/** Whether the header's menu (a popover) is open. */
export const menuIsOpen = (page: Page) => page.locator('#site-menu').evaluate((menu) => menu.matches(':popover-open'));

/**
 * The expanded state Chromium's accessibility tree gives an element (what a screen reader hears): a popover's
 * button gets it from the browser itself, which Playwright's own role queries do not compute.
 */
export async function expandedState(page: Page, selector: string): Promise<boolean | null> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return typeof expanded?.value.value === 'boolean' ? expanded.value.value : null;
  } finally {
    await cdp.detach();
  }
}
