import { expect, expectScreen, onPath, test, VIEWPORTS } from './utils/fixtures';

const COPY = {
  'pt-BR': { viewport: VIEWPORTS.phone, text: 'Não encontramos a página que você procurou, então trouxemos você para a página inicial.', dismiss: 'Fechar aviso' },
  'en-US': { viewport: VIEWPORTS.desktop, text: "We couldn't find the page you were looking for, so we brought you to the home page.", dismiss: 'Dismiss' },
} as const;

for (const [locale, copy] of Object.entries(COPY)) {
  test.describe(`an unknown path, in ${locale}`, () => {
    test.use({ locale, viewport: copy.viewport });

    test('lands on the home page, which says why until the visitor dismisses it or moves on', async ({ page }) => {
      const notice = page.getByRole('status').filter({ hasText: copy.text });

      await page.goto('/precos-antigos?ref=1');
      await expect(page).toHaveURL(onPath('/'));
      await expectScreen(page);
      await expect(notice).toBeVisible();
      await notice.getByRole('button', { name: copy.dismiss }).click();
      await expect(notice).toHaveCount(0);

      // Said once: a reload of the page it led to says nothing.
      await page.goto('/pagina-que-nao-existe');
      await expect(notice).toBeVisible();
      await page.reload();
      await expectScreen(page);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(notice).toHaveCount(0);

      // Gone with the next navigation, and not back with Back.
      await page.goto('/outra-pagina');
      await expect(notice).toBeVisible();
      await page.locator('footer').getByRole('link', { name: /^(Planos|Plans)$/ }).click();
      await expect(page).toHaveURL(onPath('/plans'));
      await expect(notice).toHaveCount(0);
      await page.goBack();
      await expect(page).toHaveURL(onPath('/'));
      await expectScreen(page);
      await expect(notice).toHaveCount(0);

      // A visit to the home page itself says nothing.
      await page.goto('/');
      await expectScreen(page);
      await expect(notice).toHaveCount(0);
    });
  });
}
