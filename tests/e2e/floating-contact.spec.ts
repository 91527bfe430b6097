import { coveredBy } from './utils/covered-by';
import { expect, expectNoHorizontalOverflow, expectScreen, test, VIEWPORTS } from './utils/fixtures';

/** The public pages a visitor reads on a phone: the landings, plans, login, the blog and an article, a legal page. */
const PAGES = ['/', '/discord-bot', '/agency', '/plans', '/login', '/blog', '/blog/automatizar-servicos-com-ia', '/privacy'];

/** Between the phone and the desktop: the round button has no margin to sit in yet, and four plan cards no room side by side. */
const TABLET = { width: 768, height: 1024 };

/**
 * The lane the button keeps free is CSS alone (src/app/layouts/floating-contact.css): each page is opened once per
 * language and checked at each width by resizing the window, as a visitor turning a tablet or widening a window would.
 * Text length matters (a longer word runs into the lane), so both languages are checked on a phone.
 */
const RUNS = [
  { locale: 'pt-BR', decline: 'Recusar', widths: [VIEWPORTS.phone, TABLET, VIEWPORTS.desktop] },
  { locale: 'en-US', decline: 'Decline', widths: [VIEWPORTS.phone] },
] as const;

for (const { locale, decline, widths } of RUNS) {
  const sizes = widths.map(({ width, height }) => `${width}x${height}`).join(', ');
  test.describe(`${locale}, ${sizes}`, () => {
    test.use({ locale, viewport: widths[0] });

    test('the floating WhatsApp button and its shadow sit on no text, no control and no card’s edge, anywhere on the public pages, and nothing is wider than the screen', async ({ page }) => {
      test.slow();
      for (const [index, url] of PAGES.entries()) {
        await page.setViewportSize(widths[0]);
        await page.goto(url);
        await expectScreen(page);
        if (index === 0) {
          // The cookie banner (a sheet over the bottom of the page, above the button) is answered once, on the first page.
          const decide = page.getByRole('button', { name: decline, exact: true });
          await decide.click();
          await expect(decide).toBeHidden();
        }
        for (const size of widths) {
          await test.step(`${url} at ${size.width}x${size.height}`, async () => {
            await page.setViewportSize(size);
            await expectNoHorizontalOverflow(page, `${url} at ${size.width}x${size.height}`);
            const button = page.locator('.floating-contact');
            await expect(button).toBeVisible();
            expect(await coveredBy(page, '.floating-contact'), `${url} at ${size.width}x${size.height}: what the button covers`).toEqual([]);
          });
        }
      }
    });
  });
}
