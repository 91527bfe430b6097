import { expect, expectNoHorizontalOverflow, expectScreen, onPath, test, VIEWPORTS } from './utils/fixtures';
import { expandedState, menuIsOpen } from './utils/menu';

test.describe('app shell in Chromium', () => {
  test('sends an unknown path to / without keeping it in history', async ({ page }) => {
    await page.goto('/plans');
    await expectScreen(page);
    await page.goto('/esta/pagina/nao/existe?x=1');
    await expect(page).toHaveURL(onPath('/'));
    await expectScreen(page);
    await page.goBack();
    await expect(page).toHaveURL(onPath('/plans'));
  });

  test('opens each new page at its top, and Back and Forward return to where the visitor was', async ({ page }) => {
    await page.goto('/');
    await expectScreen(page);
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    await page.evaluate(() => window.scrollTo(0, 1400));
    await expect.poll(scrollY).toBe(1400);
    // A click from the page itself: Playwright's own click would first scroll the link into view.
    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Blog' })
      .evaluate((link: HTMLElement) => link.click());
    await expect(page).toHaveURL(onPath('/blog'));
    await expectScreen(page);
    await expect.poll(scrollY).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(scrollY).toBe(300);

    await page.goBack();
    await expect(page).toHaveURL(onPath('/'));
    await expect.poll(scrollY).toBe(1400);
    await page.goForward();
    await expect(page).toHaveURL(onPath('/blog'));
    await expect.poll(scrollY).toBe(300);

    // A link to a fragment of another page lands on it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => {
      window.history.pushState({ usr: null, key: 'fragment', idx: 99 }, '', '/agency#solicitar-servico');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect(page).toHaveURL(/\/agency#solicitar-servico$/);
    await expect.poll(() => page.locator('#solicitar-servico').evaluate((section) => Math.round(section.getBoundingClientRect().top))).toBeLessThan(200);
  });

  test('the sticky header and its menu are opaque: nothing shows through them as the page scrolls under', async ({ page }) => {
    /** A computed colour's alpha: rgb() is opaque, rgba()/color() carry theirs. */
    const alpha = (selector: string) =>
      page.locator(selector).first().evaluate((element) => {
        const style = getComputedStyle(element);
        const parts = style.backgroundColor.match(/[\d.]+/g)?.map(Number) ?? [];
        return (parts.length === 4 ? parts[3]! : 1) * Number(style.opacity);
      });
    for (const [path, viewport] of [['/plans', VIEWPORTS.phone], ['/discord-bot', VIEWPORTS.phone], ['/blog', VIEWPORTS.desktop]] as const) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expectScreen(page);
      await page.mouse.wheel(0, 600);
      expect(await alpha('.site-header'), `${path}: header`).toBe(1);
      if (viewport === VIEWPORTS.phone) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await expect.poll(() => menuIsOpen(page)).toBe(true);
        expect(await alpha('#site-menu'), `${path}: menu`).toBe(1);
        await page.keyboard.press('Escape');
      }
    }
  });

  test.describe('on a phone', () => {
    test.use({ viewport: VIEWPORTS.phone });

    test('opens the mobile menu at 390x844 (a popover), navigates and closes it; Escape and a tap outside close it too', async ({ page }) => {
      await page.goto('/plans');
      await expectScreen(page);
      const toggle = page.getByRole('button', { name: 'Menu' });
      const blogLink = page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Blog' });
      await expect(toggle).toBeVisible();
      await expect(blogLink).toBeHidden();

      await toggle.click();
      await expect.poll(() => menuIsOpen(page)).toBe(true);
      await expect(blogLink).toBeVisible();
      // The browser says the button expanded the menu (the Popover API; no attribute of ours).
      expect(await expandedState(page, '.nav-toggle')).toBe(true);
      await page.keyboard.press('Escape');
      await expect(blogLink).toBeHidden();
      await expect(page.locator('.nav-toggle')).toBeFocused();
      expect(await expandedState(page, '.nav-toggle')).toBe(false);

      await toggle.click();
      await expect(blogLink).toBeVisible();
      // A tap outside the menu closes it.
      await page.mouse.click(200, 800);
      await expect(blogLink).toBeHidden();

      await toggle.click();
      await blogLink.click();
      await expect(page).toHaveURL(onPath('/blog'));
      await expectScreen(page);
      await expect(blogLink).toBeHidden();
      expect(await menuIsOpen(page)).toBe(false);
      await expectNoHorizontalOverflow(page);
    });

    test('once live, the closed menu is laid out where it opens but neither seen, tapped, reached by Tab nor read', async ({ page }) => {
      await page.goto('/plans');
      await expectScreen(page);
      const menu = page.locator('#site-menu');
      // Laid out ahead (a tap then only shows it), in its open place under the header, hidden.
      await expect(menu).toHaveCSS('display', 'grid');
      await expect(menu).toHaveCSS('position', 'fixed');
      await expect(menu).toHaveCSS('visibility', 'hidden');
      await expect(menu).toBeHidden();
      await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toHaveCount(0);
      // A tap where it would be reaches the page under it.
      const box = (await menu.boundingBox())!;
      expect(box.height).toBeGreaterThan(100);
      const underTap = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('#site-menu') === null, { x: box.x + box.width / 2, y: box.y + 40 });
      expect(underTap, 'a tap on the closed menu’s place lands on the page').toBe(true);
      // Tab goes from the header's controls to the page, never into the closed menu.
      for (let press = 0; press < 8; press += 1) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.closest('#site-menu') ?? null), `Tab ${press + 1}`).toBeNull();
      }
      // Opened, the same box is shown.
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(menu).toHaveCSS('visibility', 'visible');
      await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
      expect(await menu.boundingBox()).toEqual(box);
    });
  });

  test('detects the language from the browser, the lng query and storage, and switches without a reload', async ({ openPage }) => {
    const english = await openPage({ locale: 'en-US' });
    await english.page.goto('/plans');
    await expectScreen(english.page);
    await expect(english.page.locator('html')).toHaveAttribute('lang', 'en-US');

    const queried = await openPage({ locale: 'pt-BR' });
    await queried.page.goto('/plans?lng=en-US');
    await expectScreen(queried.page);
    await expect(queried.page.locator('html')).toHaveAttribute('lang', 'en-US');

    const french = await openPage({ locale: 'fr-FR', localStorage: { i18nextLng: 'fr-FR' } });
    const { page } = french;
    await page.goto('/plans');
    await expectScreen(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');

    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    await page.getByRole('list', { name: 'Idioma' }).getByRole('link', { name: 'English' }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    // Same document: the switch did not reload the page.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en-US');
  });

  test('keeps the demo backend’s state across a full reload', async ({ page }) => {
    await page.goto('/');
    await expectScreen(page);
    const token = await page.evaluate(async () => {
      const response = await fetch('/token', { method: 'POST', body: new URLSearchParams({ username: 'demo@iagencia.com.br', password: 'demo1234' }) });
      return ((await response.json()) as { access_token: string }).access_token;
    });
    await page.reload();
    await expectScreen(page);
    const status = await page.evaluate(async (bearer) => (await fetch('/me', { headers: { Authorization: `Bearer ${bearer}` } })).status, token);
    expect(status).toBe(200);
  });
});
