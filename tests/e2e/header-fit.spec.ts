import type { Page } from '@playwright/test';
import { expectAxeClean } from './utils/axe';
import { expect, expectNoHorizontalOverflow, expectScreen, test, VIEWPORTS } from './utils/fixtures';
import { menuIsOpen } from './utils/menu';

/**
 * The header's controls on the demo build (its "Demonstração" badge takes room beside the brand), logged in
 * (the longest row the header has) and out. Every visible control sits inside the viewport and inside the header's
 * padded column, at the inline menu's narrowest width (80rem, 1280px) and across 1024–1440px.
 */
const COPY = {
  'pt-BR': { logout: 'Sair', clientArea: 'Área do Cliente', login: 'Entrar', menu: 'Menu' },
  'en-US': { logout: 'Log out', clientArea: 'Client area', login: 'Log in', menu: 'Menu' },
} as const;

/** Visible header controls whose box leaves the viewport or the header's padded column, as "text: left–right". */
const controlsOutside = (page: Page) =>
  page.evaluate(() => {
    const inner = document.querySelector('.site-header-inner');
    if (!inner) return ['no header'];
    const style = getComputedStyle(inner);
    const box = inner.getBoundingClientRect();
    const left = Math.max(0, box.left + parseFloat(style.paddingLeft));
    const right = Math.min(window.innerWidth, box.right - parseFloat(style.paddingRight));
    return [...inner.querySelectorAll<HTMLElement>('a, button, .demo-badge, .nav-links li')]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }) && element.getClientRects().length > 0)
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0 && (rect.left < left - 0.5 || rect.right > right + 0.5))
      .map(({ element, rect }) => `${element.textContent?.trim() || element.getAttribute('aria-label')}: ${rect.left.toFixed(1)}–${rect.right.toFixed(1)} (column ${left}–${right})`);
  });

for (const language of ['pt-BR', 'en-US'] as const) {
  const copy = COPY[language];

  for (const account of ['demo', undefined] as const) {
    test.describe(`the header fits, ${account ? 'logged in' : 'logged out'} on the demo build (${language})`, () => {
      test.use({ locale: language, account, viewport: VIEWPORTS.desktop });

      test("at exactly 1280px every control, the account's included, is inside the header; and across 1024–1440px", async ({ page }) => {
        await page.goto('/plans');
        await expectScreen(page);
        const header = page.locator('header.site-header');
        if (account) {
          await expect(header.getByRole('button', { name: copy.logout })).toBeVisible();
          await expect(header.getByRole('link', { name: copy.clientArea })).toBeVisible();
        } else {
          await expect(header.getByRole('link', { name: copy.login })).toBeVisible();
        }
        await expect(header.locator('.demo-badge')).toBeVisible();
        await expect.poll(() => controlsOutside(page), { message: '1280px' }).toEqual([]);
        await expectNoHorizontalOverflow(page, '1280px');

        for (let width = 1024; width <= 1440; width += 16) {
          await page.setViewportSize({ width, height: VIEWPORTS.desktop.height });
          await expect.poll(() => controlsOutside(page), { message: `${width}px` }).toEqual([]);
          await expectNoHorizontalOverflow(page, `${width}px`);
        }
      });
    });
  }

  test.describe(`the header's phone menu, logged in on the demo build (${language})`, () => {
    test.use({ locale: language, account: 'demo', viewport: VIEWPORTS.phone });

    test('opens with the account actions inside the 390px screen', async ({ page }) => {
      await page.goto('/plans');
      await expectScreen(page);
      await expect.poll(() => controlsOutside(page)).toEqual([]);
      await page.getByRole('button', { name: copy.menu }).click();
      await expect.poll(() => menuIsOpen(page)).toBe(true);
      const logout = page.locator('#site-menu').getByRole('button', { name: copy.logout });
      await expect(logout).toBeInViewport({ ratio: 1 });
      await expect(page.locator('#site-menu').getByRole('link', { name: copy.clientArea })).toBeInViewport({ ratio: 1 });
      await expectNoHorizontalOverflow(page);
      await expectAxeClean(page, 'phone menu, logged in');
    });
  });
}
