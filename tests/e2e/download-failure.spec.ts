import { expectAxeClean } from './utils/axe';
import { expect, expectNoHorizontalOverflow, expectScreen, reachRequester, test, VIEWPORTS } from './utils/fixtures';
import { afterRetries, expectNoFurtherRequests, expectRequestsAtMost, failDownloads, lazyScripts, namedChunk, screenChunk } from './utils/downloads';
import { E2E_OUT_DIR } from './env';

/**
 * A script or a translation file that does not download (a patchy connection, a deploy that removed old files):
 * asked for again a few times, with growing pauses (1 s, 2 s, 4 s), then a message in the visitor's language with a
 * way to try again; never a loop, never another page's markup (docs/routing-and-loading.md#when-a-download-fails).
 * The same on the production build behind nginx: smoke/download-failure.spec.ts.
 */

const COPY = {
  'pt-BR': {
    title: 'Não foi possível carregar esta página',
    body: 'A página não terminou de baixar. Confira sua conexão com a internet e tente de novo.',
    partial: 'Esta página não terminou de carregar',
    part: 'Esta parte da página não carregou.',
    retry: 'Tentar novamente',
    home: 'Ir para o início',
  },
  'en-US': {
    title: "We couldn't load this page",
    body: "The page didn't finish downloading. Check your internet connection and try again.",
    partial: "This page didn't finish loading",
    part: "This part of the page didn't load.",
    retry: 'Try again',
    home: 'Go to the home page',
  },
} as const;

/** The home page's hero, which the app shell (index.html) carries as markup. */
const HOME_HEADING = /Seu WhatsApp vendendo|Your WhatsApp selling/;

/** The first attempt and three retries, each file. */
const MOST_REQUESTS = 4;

test.describe('a screen whose script does not download', () => {
  test.use({ account: 'demo' });

  test('is asked for four times at most, then the page says so with a retry, and asks no more', async ({ page }) => {
    const downloads = await failDownloads(page, screenChunk(E2E_OUT_DIR, 'client-area'));
    await page.goto('/client-area');
    const copy = COPY['pt-BR'];
    const alert = page.getByRole('alert');
    await afterRetries(page, page.getByRole('heading', { level: 1, name: copy.title }));
    await expect(alert).toContainText(copy.body);
    await expect(alert.getByRole('button', { name: copy.retry })).toBeVisible();
    await expect(alert.getByRole('link', { name: copy.home })).toHaveAttribute('href', '/');
    // Never the home page's markup that the app shell carries.
    await expect(page.getByRole('heading', { name: HOME_HEADING })).toHaveCount(0);
    expectRequestsAtMost(downloads, MOST_REQUESTS);
    await expectAxeClean(page, '/client-area, its script blocked');
    await expectNoFurtherRequests(page, downloads);
  });

  test('"Tentar novamente" opens the page once its script is served again', async ({ page }) => {
    const downloads = await failDownloads(page, screenChunk(E2E_OUT_DIR, 'client-area'));
    await page.goto('/client-area');
    await afterRetries(page, page.getByRole('heading', { level: 1, name: COPY['pt-BR'].title }));
    await downloads.serveAgain();
    await page.getByRole('button', { name: COPY['pt-BR'].retry }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Área do Cliente' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: COPY['pt-BR'].title })).toHaveCount(0);
  });

  test('a move to it inside the app shows the message in the layout; moving away and back tries again', async ({ page }) => {
    await page.goto('/');
    await expectScreen(page);
    const downloads = await failDownloads(page, screenChunk(E2E_OUT_DIR, 'client-area'));
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await page.getByRole('link', { name: 'Área do Cliente' }).first().click();
    await afterRetries(page, page.getByRole('heading', { level: 1, name: COPY['pt-BR'].title }));
    // The header stays: the visitor can go elsewhere.
    await expect(nav).toBeVisible();
    expectRequestsAtMost(downloads, MOST_REQUESTS);
    await nav.getByRole('link', { name: 'Planos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Escolha como a IA/ })).toBeVisible();
    await downloads.serveAgain();
    await page.getByRole('link', { name: 'Área do Cliente' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Área do Cliente' })).toBeVisible();
  });

  test.describe('in English on a phone', () => {
    test.use({ locale: 'en-US', viewport: VIEWPORTS.phone });

    test('the automation screen’s script blocked: the message in English, laid out for the phone', async ({ page }) => {
      const downloads = await failDownloads(page, screenChunk(E2E_OUT_DIR, 'automation'));
      await page.goto('/automation');
      const copy = COPY['en-US'];
      await afterRetries(page, page.getByRole('heading', { level: 1, name: copy.title }));
      await expect(page.getByRole('alert')).toContainText(copy.body);
      await expect(page.getByRole('button', { name: copy.retry })).toBeInViewport();
      await expect(page.getByRole('link', { name: copy.home })).toBeInViewport();
      await expect(page.getByRole('heading', { name: HOME_HEADING })).toHaveCount(0);
      expectRequestsAtMost(downloads, MOST_REQUESTS);
      await expectNoHorizontalOverflow(page);
      await expectAxeClean(page, '/automation in English, its script blocked');
    });
  });
});

test.describe('every lazily loaded script blocked', () => {
  test('/client-area says so instead of showing the home page’s markup, without an uncaught error', async ({ page }) => {
    const downloads = await failDownloads(page, lazyScripts(E2E_OUT_DIR));
    await page.goto('/client-area');
    await afterRetries(page, page.getByRole('heading', { level: 1, name: COPY['pt-BR'].title }));
    await expect(page.getByRole('heading', { name: HOME_HEADING })).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-render', 'failed');
    // React DOM's preload hint, then the first attempt and three retries.
    expectRequestsAtMost(downloads, MOST_REQUESTS + 1);
    // The fixture fails the test on any uncaught error or console error (blocked requests aside).
    await expectNoFurtherRequests(page, downloads);
  });

  test.describe('in English on a phone', () => {
    test.use({ locale: 'en-US', viewport: VIEWPORTS.phone });

    test('a prerendered page stays readable, under a banner that says it did not finish loading', async ({ page }) => {
      const downloads = await failDownloads(page, lazyScripts(E2E_OUT_DIR));
      // The home page: the demo's server sends the other pages the app shell (smoke/ checks them behind nginx).
      await page.goto('/');
      const banner = page.getByRole('region', { name: COPY['en-US'].partial });
      await afterRetries(page, banner);
      await expect(banner.getByRole('button', { name: COPY['en-US'].retry })).toBeInViewport();
      await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
      // A preload hint, then the first attempt and three retries.
      expectRequestsAtMost(downloads, MOST_REQUESTS + 1);
      await expectNoHorizontalOverflow(page);
      await expectAxeClean(page, '/ in English, its scripts blocked');
    });
  });
});

test.describe('what a screen loads later', () => {
  test.use({ account: 'demo' });

  test('the query library’s chunk blocked: the message, then "Tentar novamente" once it is served', async ({ page }) => {
    const downloads = await failDownloads(page, namedChunk(E2E_OUT_DIR, 'query-client'));
    await page.goto('/client-area');
    await afterRetries(page, page.getByRole('heading', { level: 1, name: COPY['pt-BR'].title }));
    expectRequestsAtMost(downloads, MOST_REQUESTS);
    await downloads.serveAgain();
    await page.getByRole('button', { name: COPY['pt-BR'].retry }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Área do Cliente' })).toBeVisible();
  });

  test('the screen’s translations blocked: the message, never the copy’s keys', async ({ page }) => {
    const downloads = await failDownloads(page, (path) => path.endsWith('/pt-BR/client-area.json'));
    await page.goto('/client-area');
    await afterRetries(page, page.getByRole('heading', { level: 1, name: COPY['pt-BR'].title }));
    await expect(page.getByText(/^(title|account\.title|history\.title)$/)).toHaveCount(0);
    expectRequestsAtMost(downloads, MOST_REQUESTS);
  });

  test('the order form’s chunk blocked on /agency: that part says so, the rest of the page stays', async ({ page }) => {
    const downloads = await failDownloads(page, namedChunk(E2E_OUT_DIR, 'requester-body'));
    await page.goto('/agency#solicitar-servico');
    const requester = page.locator('#solicitar-servico');
    await afterRetries(page, requester.getByRole('alert').filter({ hasText: COPY['pt-BR'].part }));
    await expect(requester.getByRole('button', { name: COPY['pt-BR'].retry })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expectRequestsAtMost(downloads, MOST_REQUESTS);
  });

  test('the payment form’s chunk blocked: the payment step says so, and Mercado Pago’s own checkout stays on offer', async ({ page }) => {
    const downloads = await failDownloads(page, namedChunk(E2E_OUT_DIR, 'brick-payment'));
    await page.goto('/agency');
    await expectScreen(page);
    await reachRequester(page);
    await page.getByRole('tab', { name: 'Imagens' }).click();
    await page.getByRole('button', { name: /Post com imagem \+ copy/ }).click();
    await page.getByRole('textbox', { name: /^Nome da empresa/ }).fill('Café Serra Alta');
    await page.getByRole('textbox', { name: /^Estilo visual/ }).fill('Fotografia aconchegante');
    await page.getByRole('textbox', { name: /^Cores preferidas/ }).fill('marrom e creme');
    await page.getByRole('textbox', { name: /^Texto da imagem/ }).fill('Seu café, do jeito certo');
    await page.getByRole('button', { name: 'Continuar para o resumo' }).click();
    await page.getByRole('button', { name: 'Ir para o pagamento' }).click();
    const requester = page.locator('#solicitar-servico');
    await afterRetries(page, requester.getByRole('alert').filter({ hasText: COPY['pt-BR'].part }));
    await expect(requester.getByRole('button', { name: /^Pagar R\$\s50,00 no Mercado Pago$/ })).toBeEnabled();
    expectRequestsAtMost(downloads, MOST_REQUESTS);
  });

  test('the other language’s copy blocked: the switch becomes a page load in that language, which says it did not finish', async ({ page }) => {
    await page.goto('/');
    await expectScreen(page);
    const downloads = await failDownloads(page, (path) => path.includes('/en-US/'));
    await page.getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(/[?&]lng=en-US/);
    await afterRetries(page, page.getByRole('region', { name: COPY['en-US'].partial }));
    await expect(page.getByRole('heading', { level: 1, name: /^Your WhatsApp selling/ })).toBeVisible();
    // Four attempts in place, then the page load's preload hint and four more.
    expectRequestsAtMost(downloads, 2 * MOST_REQUESTS + 1);
  });
});
