import type { Page } from '@playwright/test';
import { expectAxeClean } from './utils/axe';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, expectScreen, reachRequester, onPath, test } from './utils/fixtures';
import { budget } from './machine';

/** Journeys that cross product areas: a landing or the requester, the login screen, the checkout and back. */

async function logInOnTheLoginScreen(page: Page) {
  await expect(page).toHaveURL(onPath('/login'));
  await page.getByLabel('E-mail').fill(DEMO_ACCOUNTS.demo);
  await page.getByLabel(/^Senha/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

test.describe('journeys across areas, in Chromium', () => {
  test('an anonymous visitor briefs a text on /agency, logs in on the way, pays and gets the result', async ({ page }) => {
    test.slow();
    await page.goto('/agency');
    await expectScreen(page);
    await reachRequester(page);
    await page.getByRole('tab', { name: 'Textos' }).click();
    await page.getByRole('button', { name: /Copy de Landing Page/ }).click();
    await page.getByRole('textbox', { name: /^Nome da empresa/ }).fill('Doce Ateliê');
    await page.getByRole('textbox', { name: /^Público-alvo/ }).fill('Famílias de Belo Horizonte');
    await page.getByRole('textbox', { name: /^Tom de voz/ }).fill('Acolhedor');
    await page.getByRole('textbox', { name: /^Produto ou serviço/ }).fill('Bolos de pote artesanais');
    await page.getByRole('textbox', { name: /^Objetivo/ }).fill('Receber encomendas pelo WhatsApp');
    await page.getByRole('button', { name: 'Continuar para o resumo' }).click();
    await page.getByRole('button', { name: 'Entrar para pagar' }).click();

    await logInOnTheLoginScreen(page);
    // Back on the requester at the payment step, with the briefing kept; the flag leaves the URL.
    await expect(page).toHaveURL((url) => url.pathname === '/agency' && !url.searchParams.has('goToPayment'));
    await page.getByRole('button', { name: /^Pagar R\$\s50,00 no Mercado Pago$/ }).click();
    await expect(page).toHaveURL(onPath('/demo/checkout'));
    await expectScreen(page);
    await page.getByRole('button', { name: 'Aprovar pagamento' }).click();

    await expect(page).toHaveURL(onPath('/agency', { payment: 'processing' }));
    await expect(page.getByText('Pedido concluído')).toBeVisible({ timeout: budget(30_000) });
    await expect(page.locator('.wizard-result-text')).toContainText('Doce Ateliê');
    await expectAxeClean(page);
  });

  test.describe('in English', () => {
    test.use({ locale: 'en-US' });

    test('/signup?bot=discord prepares the Discord form on /automation', async ({ page }) => {
      await page.goto('/signup?bot=discord');
      await expect(page).toHaveURL(onPath('/automation'));
      await expectScreen(page);
      await expect(page.getByRole('radio', { name: 'Discord moderation bot' })).toBeChecked();
    });
  });
});
