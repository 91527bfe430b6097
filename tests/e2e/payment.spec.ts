import type { Page } from '@playwright/test';
import { expectAxeClean } from './utils/axe';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, expectScreen, onPath, test, VIEWPORTS } from './utils/fixtures';

/** Logs in through the login screen itself, so the after-login step runs as it does for visitors. */
async function logInOnScreen(page: Page) {
  await page.goto('/login');
  await expectScreen(page);
  await page.getByLabel('E-mail').fill(DEMO_ACCOUNTS.demo);
  await page.getByLabel(/^Senha/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

test.describe('payments that do not go through, on the demo checkout', () => {
  test.describe('on a phone', () => {
    test.use({ viewport: VIEWPORTS.phone });

    test('a rejected WhatsApp bot payment lands on the failure page, which offers the bot’s setup again', async ({ page }) => {
      test.slow();
      await logInOnScreen(page);
      await expect(page).toHaveURL(onPath('/agency'));
      await page.goto('/automation');
      await expectScreen(page);
      await page.getByRole('radio', { name: 'Bot de vendas para WhatsApp' }).check();
      await page.getByLabel('O que a sua empresa faz').fill('Doceria artesanal em Belo Horizonte, atendimento carinhoso.');
      await page.getByLabel('Produtos, planos e preços').fill('Bolo de pote R$ 15,00; caixa com 12 brigadeiros R$ 36,00.');
      await page.getByLabel('Site da empresa (opcional)').fill('doceriadabia.com.br');
      await page.getByLabel('Seu WhatsApp').fill('(31) 99876-5432');
      await page.getByRole('button', { name: 'Começar meus 15 dias grátis' }).click();
      await expect(page).toHaveURL(onPath('/demo/checkout'));
      await expectScreen(page);
      await page.getByRole('button', { name: 'Recusar pagamento' }).click();

      await expect(page).toHaveURL(onPath('/payments/falha'));
      await expectScreen(page);
      await expect(page.locator('main')).toContainText(
        'Houve um problema ao processar seu pagamento. Tente novamente ou escolha outra forma de pagamento.',
      );
      // The return URL's reference says this was the bot's setup request: back to it, not to the order form.
      await expect(page.getByRole('link', { name: 'Tentar de novo: Bot de vendas para WhatsApp' })).toHaveAttribute('href', '/automation?bot=whatsapp');
      await expectAxeClean(page);
    });
  });

  test.describe('with a plan chosen before logging in', () => {
    test.use({ seededStorage: { pendingPlan: 'pro' } });

    test('a pending plan payment, started right after login, lands on the pending page with the server’s answer', async ({ page }) => {
      test.slow();
      await logInOnScreen(page);
      await expect(page).toHaveURL(onPath('/demo/checkout'));
      await expectScreen(page);
      await expect(page.getByText('R$ 99,00').first()).toBeVisible();
      await page.getByRole('button', { name: 'Deixar pendente' }).click();

      await expect(page).toHaveURL((url) => url.pathname === '/payments/pendente' && url.searchParams.has('payment_id'));
      const paymentId = new URL(page.url()).searchParams.get('payment_id');
      await expect(page.getByText('Seu pagamento está em processamento.').first()).toBeVisible();
      await expect
        .poll(async () => JSON.parse(await page.locator('main pre').innerText()) as Record<string, unknown>)
        .toMatchObject({ payment_id: paymentId, status: 'pending' });
      await expect(page.getByRole('link', { name: 'Voltar ao início e consultar o status mais tarde' })).toHaveAttribute('href', '/');
      await expect.poll(() => page.evaluate(() => localStorage.getItem('pendingPlan'))).toBeNull();
      await expectAxeClean(page);
    });
  });
});
