import type { Page } from '@playwright/test';
import { budget } from './machine';
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

/**
 * The status link of a payment approved meanwhile, opened by a visitor with nothing stored:
 * no session, no memory of a checkout, and a payment whose lookup names nothing it bought (an
 * API that passes no external_reference: the demo backend's state holds the payment and not
 * its checkout). The rule (docs/product/payments.md#an-approved-payment-on-the-pending-page):
 * the agency's processing step, which first asks for a login (an order shows to its owner only)
 * and then says plainly when no order turns up.
 */
const APPROVED_UNNAMED = '70009001';
const UNNAMED_PAYMENT_BACKEND = JSON.stringify({
  version: 1,
  users: [{ id: 1, email: DEMO_ACCOUNTS.demo, password: DEMO_PASSWORD, name: 'Ana Souza' }],
  sessions: {},
  subscriptions: [],
  preferences: [],
  payments: [{ id: APPROVED_UNNAMED, preference_id: 'a-checkout-the-api-does-not-name', status: 'approved', status_detail: 'accredited', amount: 0, user_id: 1, created_at: new Date().toISOString() }],
  history: [],
  leads: [],
  automationRequests: [],
  nextId: 9000,
});

const UNNAMED_COPY = {
  'pt-BR': { path: '/payments/pendente', heading: 'Não encontramos um pedido com este pagamento', clientArea: 'Ir para a Área do Cliente', unknown: 'Ainda não sabemos o que este pagamento liberou', email: 'E-mail', password: /^Senha/, submit: 'Entrar' },
  'en-US': { path: '/payment-pending', heading: "We couldn't find an order for this payment", clientArea: 'Go to the Client Area', unknown: "We don't know yet what this payment unlocked", email: 'Email', password: /^Password/, submit: 'Log in' },
} as const;

for (const language of ['pt-BR', 'en-US'] as const) {
  const copy = UNNAMED_COPY[language];
  test.describe(`an approved payment nothing names, opened anonymously (${language})`, () => {
    test.use({ locale: language, seededStorage: { demoBackend: UNNAMED_PAYMENT_BACKEND } });

    test(`${copy.path} follows the rule to the agency’s processing step, which asks for a login, then says when no order exists`, async ({ page }) => {
      test.slow();
      await page.goto(`${copy.path}?payment_id=${APPROVED_UNNAMED}`);
      await expect(page).toHaveURL(onPath('/login'));
      expect(await page.evaluate(() => [localStorage.getItem('token'), sessionStorage.getItem('checkoutPlan')])).toEqual([null, null]);
      await page.getByLabel(copy.email).fill(DEMO_ACCOUNTS.demo);
      await page.getByLabel(copy.password).fill(DEMO_PASSWORD);
      await page.locator('main form').getByRole('button', { name: copy.submit, exact: true }).click();
      await expect(page).toHaveURL(onPath('/agency', { payment: 'processing', payment_id: APPROVED_UNNAMED }));
      // The poll gives up after a few "no such order" answers (POLL_NOT_FOUND_LIMIT, every 3 s).
      const notice = page.getByText(copy.heading);
      await expect(notice).toBeVisible({ timeout: budget(30_000) });
      await expect(page.getByRole('link', { name: copy.clientArea })).toHaveAttribute('href', '/client');
      await expect(page.locator('main')).not.toContainText(copy.unknown);
      await expectAxeClean(page, 'processing without an order');
    });
  });
}
