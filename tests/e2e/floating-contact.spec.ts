import { coveredBy } from './utils/covered-by';
import { expect, expectScreen, test, VIEWPORTS } from './utils/fixtures';

/** The public pages a visitor reads on a phone: the landings, plans, login, the blog and an article, a legal page. */
const PAGES = ['/', '/discord-bot', '/agency', '/plans', '/login', '/blog', '/blog/automatizar-servicos-com-ia', '/privacy'];

const RUNS = [
  { locale: 'pt-BR', viewport: VIEWPORTS.phone, decline: 'Recusar' },
  { locale: 'en-US', viewport: VIEWPORTS.phone, decline: 'Decline' },
  { locale: 'pt-BR', viewport: VIEWPORTS.desktop, decline: 'Recusar' },
  // Between the two: the round button has no margin to sit in yet, and four plan cards no room side by side.
  { locale: 'pt-BR', viewport: { width: 768, height: 1024 }, decline: 'Recusar' },
] as const;

for (const { locale, viewport, decline } of RUNS) {
  test.describe(`${locale}, ${viewport.width}x${viewport.height}`, () => {
    test.use({ locale, viewport });

    test('the floating WhatsApp button and its shadow sit on no text, no control and no card’s edge, anywhere on the public pages', async ({ page }) => {
      test.slow();
      for (const [index, url] of PAGES.entries()) {
        await test.step(url, async () => {
          await page.goto(url);
          await expectScreen(page);
          if (index === 0) {
            // The cookie banner (a sheet over the bottom of the page, above the button) is answered once, on the first page.
            const decide = page.getByRole('button', { name: decline, exact: true });
            await decide.click();
            await expect(decide).toBeHidden();
          }
          const button = page.locator('.floating-contact');
          await expect(button).toBeVisible();
          expect(await coveredBy(page, '.floating-contact'), `${url}: what the button covers`).toEqual([]);
        });
      }
    });
  });
}
