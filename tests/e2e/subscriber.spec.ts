import type { BrowserContext, Page } from '@playwright/test';
import { expectAxeClean } from './utils/axe';
import { expect, expectNoHorizontalOverflow, expectScreen, onPath, test, VIEWPORTS } from './utils/fixtures';

/**
 * What a subscriber holds, said only as far as it is known: the bot a Combo includes (seen, set up with no
 * checkout, its activation arranged by chat), /bot-creation (being built only when a check says so), a plan's
 * free trial (its end, first charge and how to cancel, like a bot's) and a trial's start (never "Pagamento aprovado!").
 */

/** The app's own API calls (method and path) and every address the tab showed, from the moment this is called. */
function watch(page: Page, baseURL: string) {
  const origin = new URL(baseURL).origin;
  const calls: string[] = [];
  const visited: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && !request.isNavigationRequest() && !/\.\w+$/.test(url.pathname)) calls.push(`${request.method()} ${url.pathname}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  return { calls, visited };
}

/** A long date in the page's language, captured. */
const LONG_DATE = { 'pt-BR': '(\\d{1,2} de \\p{L}+ de \\d{4})', 'en-US': '(\\p{L}+ \\d{1,2}, \\d{4})' } as const;

test.describe('a Combo customer is never asked to pay again for the bot the plan includes (phone)', () => {
  test.use({ account: 'demo', viewport: VIEWPORTS.phone });

  test('bought, its success page, the client area, /automation and the landing’s trial button all offer the included bot, with no checkout; in both languages', async ({ page, baseURL }) => {
    test.slow();
    await page.goto('/plans');
    await expectScreen(page);
    await page.getByRole('article', { name: 'Plano Combo · mensal' }).getByRole('button', { name: 'Assinar o Plano Combo' }).click();
    await expect(page).toHaveURL(onPath('/demo/checkout'));
    await expect(page.getByText(/^R\$\s179,00$/)).toBeVisible();
    await page.getByRole('button', { name: 'Aprovar pagamento' }).click();

    // Paid for: the Combo is in effect, and its bot is the next step.
    await expect(page).toHaveURL((url) => url.pathname === '/payments/sucesso');
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento aprovado!' })).toBeVisible();
    const step = page.getByRole('region', { name: 'Seu Combo inclui 1 bot: configure o seu' });
    await expect(step).toContainText('Nenhum pagamento é aberto para ele.');
    await expectAxeClean(page, 'Combo success page');
    await expectNoHorizontalOverflow(page);
    // From here on, nothing may open a checkout for the bot.
    const { calls, visited } = watch(page, baseURL!);

    // The client area shows the bot the plan includes and how to set it up.
    await page.goto('/client-area');
    await expectScreen(page);
    const included = page.getByRole('region', { name: 'Seus bots' }).getByRole('article', { name: 'Bot incluído no Plano Combo' });
    await expect(included).toContainText('Seu Combo inclui um bot sem custo extra');
    await expect(included).toContainText('nossa equipe combina a ativação com você pelo WhatsApp em até 24 horas');
    await expect(page.getByRole('region', { name: 'Seus dados' })).toContainText('+ 1 bot incluído');
    await expectAxeClean(page, 'client area of a Combo holder');
    await expectNoHorizontalOverflow(page);

    // /automation in English first: the same offer, in its words, on the phone.
    await page.goto('/automation?bot=discord&lng=en-US');
    await expectScreen(page);
    await expect(page.getByText('Included in your Combo plan', { exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Discord moderation bot' })).toHaveAccessibleDescription(/Included in your Combo plan, at no extra cost\.$/);
    await expect(page.getByRole('button', { name: "Send my bot's setup" })).toHaveAccessibleDescription('Included in your Combo plan: no payment is opened for this bot.');
    await expect(page.locator('main')).not.toContainText(/R\$67\.00|R\$97\.00|days free|free trial/i);
    await expectNoHorizontalOverflow(page);

    // Then in Portuguese, from the client area's link: sent with no checkout.
    await page.goto('/client-area?lng=pt-BR');
    await expectScreen(page);
    await included.getByRole('link', { name: 'Configurar o bot de WhatsApp' }).click();
    await expect(page).toHaveURL(onPath('/automation'));
    await expect(page.getByText('Incluído no seu Plano Combo', { exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Bot de vendas para WhatsApp' })).toBeChecked();
    const summary = page.getByRole('complementary', { name: 'Bot do seu Plano Combo' });
    await expect(summary).toContainText('MensalidadeSem custo extra');
    await expect(page.locator('main')).not.toContainText(/R\$\s97,00|dias grátis|Teste grátis/);
    await page.getByRole('textbox', { name: /^O que a sua empresa faz/ }).fill('Doceria artesanal em Belo Horizonte.');
    await page.getByRole('textbox', { name: /^Produtos, planos e preços/ }).fill('Bolo de pote R$ 15,00');
    await page.getByRole('textbox', { name: /^Seu WhatsApp/ }).fill('(31) 99876-5432');
    await expectAxeClean(page, 'automation for a Combo holder');
    await page.getByRole('button', { name: 'Enviar a configuração do bot' }).click();

    await expect(page).toHaveURL(onPath('/automation-success'));
    const done = page.getByRole('region', { name: 'Bot incluído no seu Plano Combo' });
    await expect(done).toContainText('Nada a pagar nem a autorizar: este bot faz parte do seu Combo.');
    await expect(done).toContainText('nós a confirmamos com você pelo WhatsApp em até 24 horas');
    await expect(page.locator('a[href*="/demo/checkout"]')).toHaveCount(0);
    await expectAxeClean(page, 'confirmation of the Combo’s bot');
    await expectNoHorizontalOverflow(page);

    await page.goto('/client-area');
    await expectScreen(page);
    await expect(included).toContainText(/Bot escolhidoBot de vendas para WhatsApp/);
    await expect(included).toContainText(new RegExp(`Configuração enviada em ${LONG_DATE['pt-BR']}`, 'u'));
    await page.goto('/client-area?lng=en-US');
    await expectScreen(page);
    const includedEn = page.getByRole('region', { name: 'Your bots' }).getByRole('article', { name: 'Bot included in the Combo plan' });
    await expect(includedEn).toContainText(new RegExp(`Setup sent on ${LONG_DATE['en-US']}`, 'u'));
    await expectNoHorizontalOverflow(page);

    // The landing's trial button: the bot's setup, not a checkout.
    await page.goto('/?lng=pt-BR');
    await expectScreen(page);
    await page.getByRole('button', { name: 'Começar 15 dias grátis' }).first().click();
    await expect(page).toHaveURL(onPath('/automation'));
    await expect(page.getByText('Você já enviou este pedido', { exact: false })).toBeVisible();

    expect(calls.filter((call) => call === 'POST /payments/plan-preference'), 'a checkout asked for the bot').toEqual([]);
    expect(calls).toContain('POST /ia/automation-request');
    expect(visited.filter((path) => path === '/demo/checkout'), 'the tab went to a checkout').toEqual([]);
  });
});

test.describe('/bot-creation claims only what a check established (phone)', () => {
  test.use({ viewport: VIEWPORTS.phone });

  for (const [language, copy] of [
    ['pt-BR', { title: 'Bot de vendas para WhatsApp', text: /^Entre na sua conta para ver como está a criação do seu bot/, login: 'Entrar na minha conta', start: 'Começar meus 15 dias grátis', claim: /está sendo criado|Sua assinatura está ativa/ }],
    ['en-US', { title: 'WhatsApp sales bot', text: /^Log in to see how your bot's setup is going/, login: 'Log in to my account', start: 'Start my 15-day free trial', claim: /being built|Your subscription is active/ }],
  ] as const) {
    test(`logged out (${language}): no bot is said to be built; it invites to log in or start the trial`, async ({ page }) => {
      await page.goto(`/bot-creation?bot=whatsapp_bot&lng=${language}`);
      await expectScreen(page);
      await expect(page.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
      await expect(page.getByText(copy.text)).toBeVisible();
      await expect(page.locator('main')).not.toContainText(copy.claim);
      await expect(page.getByRole('link', { name: copy.start })).toHaveAttribute('href', '/automation?bot=whatsapp');
      await expectNoHorizontalOverflow(page);
      await page.getByRole('link', { name: copy.login }).click();
      await expect(page).toHaveURL(onPath('/login'));
    });
  }

  test.describe('logged in', () => {
    test.use({ account: 'demo' });

    test('with no bot it says so and how to start; once the bot is held, that it is being built; in both languages', async ({ page }) => {
      test.slow();
      await page.goto('/bot-creation?bot=discord_bot');
      await expectScreen(page);
      await expect(page.getByText(/^Você ainda não tem este bot na sua conta/)).toBeVisible();
      await expect(page.locator('main')).not.toContainText(/está sendo criado|Sua assinatura está ativa/);
      await expect(page.getByRole('link', { name: 'Começar meus 15 dias grátis' })).toHaveAttribute('href', '/automation?bot=discord');
      await expectAxeClean(page, 'bot creation without a bot');
      await page.goto('/bot-creation?bot=discord_bot&lng=en-US');
      await expectScreen(page);
      await expect(page.getByText(/^You don't have this bot on your account yet/)).toBeVisible();
      await expectNoHorizontalOverflow(page);

      // The bot, subscribed the way customers do.
      await page.goto('/plans?lng=pt-BR');
      await expectScreen(page);
      await page.getByRole('article', { name: 'Bot de moderação para Discord · mensal' }).getByRole('button', { name: 'Testar 15 dias grátis' }).click();
      await expect(page).toHaveURL(onPath('/demo/checkout'));
      await page.getByRole('button', { name: 'Aprovar pagamento' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/payments/sucesso');
      await expect(page.getByRole('region', { name: 'Próximo passo: configure seu bot do Discord' })).toBeVisible();

      await page.goto('/bot-creation?bot=discord_bot');
      await expectScreen(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Seu bot de moderação para Discord está sendo criado' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Envie a configuração por aqui.' })).toHaveAttribute('href', '/automation?bot=discord');
      await expectNoHorizontalOverflow(page);
      await page.goto('/bot-creation?bot=discord_bot&lng=en-US');
      await expectScreen(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Your Discord moderation bot is being built' })).toBeVisible();
      await expectNoHorizontalOverflow(page);
    });
  });
});

test.describe('a plan’s free trial reads as a trial, from its start (phone)', () => {
  test.use({ account: 'demo', viewport: VIEWPORTS.phone });

  test('the Pro plan’s R$ 0 checkout lands on "trial started", and the client area shows its end, first charge and how to cancel; in both languages', async ({ page }) => {
    test.slow();
    await page.goto('/plans');
    await expectScreen(page);
    await page.getByRole('article', { name: 'Plano Pro · mensal' }).getByRole('button', { name: 'Testar 15 dias grátis' }).click();
    await expect(page).toHaveURL(onPath('/demo/checkout'));
    await expect(page.getByText(/^R\$\s0,00$/)).toBeVisible();
    await page.getByRole('button', { name: 'Aprovar pagamento' }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/payments/sucesso');
    await expect(page.getByRole('heading', { level: 1, name: 'Seu teste grátis de 15 dias começou!' })).toBeVisible();
    await expect(page.getByText('Pagamento aprovado!')).toHaveCount(0);
    await expect(page.getByText('Nada foi cobrado hoje.')).toBeVisible();
    const termsPt = new RegExp(`Teste grátisaté ${LONG_DATE['pt-BR']}Primeira cobrançaR\\$\\s99,00 em \\1`, 'u');
    await expect(page.locator('main dl').first()).toContainText(termsPt);
    await expect(page.getByRole('link', { name: /^suas assinaturas do Mercado Pago/ })).toHaveAttribute('href', 'https://www.mercadopago.com.br/subscriptions');
    await expect(page).toHaveTitle(/^Seu teste grátis de 15 dias começou \| /);
    await expectAxeClean(page, 'trial started');
    await expectNoHorizontalOverflow(page);
    const startedAt = page.url();

    await page.goto('/client-area');
    await expectScreen(page);
    const card = page.getByRole('region', { name: 'Seus dados' });
    await expect(card).toContainText('PRO · assinatura mensal');
    await expect(card).toContainText(termsPt);
    await expect(card).not.toContainText(/Pagamento.?Ativo/);
    await expect(card.getByRole('link', { name: /^página de assinaturas do Mercado Pago/ })).toHaveAttribute('href', 'https://www.mercadopago.com.br/subscriptions');
    await expectAxeClean(page, 'client area in a Pro trial');
    await expectNoHorizontalOverflow(page);

    const termsEn = new RegExp(`Free trialuntil ${LONG_DATE['en-US']}First chargeR\\$99\\.00 on \\1`, 'u');
    await page.goto('/client-area?lng=en-US');
    await expectScreen(page);
    const cardEn = page.getByRole('region', { name: 'Your account' });
    await expect(cardEn).toContainText(termsEn);
    await expect(cardEn).not.toContainText(/Payment.?Active/);
    await expect(cardEn.getByRole('link', { name: /^Mercado Pago's subscriptions page/ })).toBeVisible();
    await expectNoHorizontalOverflow(page);

    await page.goto(`${startedAt}&lng=en-US`);
    await expectScreen(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Your 15-day free trial has started!' })).toBeVisible();
    await expect(page.getByText('Nothing was charged today.')).toBeVisible();
    await expect(page.locator('main dl').first()).toContainText(termsEn);
    await expectNoHorizontalOverflow(page);
  });
});

/**
 * The API answered by hand (the demo backend kept from starting): a customer whose subscription check fails
 * (GET /subscription and check-bot-plan answer 500). Each screen this touches says it could not check, with a way on.
 */
async function subscriptionChecksFail(context: BrowserContext, baseURL: string) {
  const origin = new URL(baseURL).origin;
  await context.route(
    (url) => url.origin === origin && !/\.(js|css|svg|png|json|txt|xml|woff2?)$/.test(url.pathname),
    async (route) => {
      const request = route.request();
      if (request.resourceType() === 'document') return route.continue();
      const { pathname } = new URL(request.url());
      if (pathname === '/me') return route.fulfill({ json: { id: 1, email: 'demo@iagencia.com.br' } });
      if (pathname.startsWith('/ia/history/')) return route.fulfill({ json: [] });
      return route.fulfill({ status: 500, json: { detail: 'Service Unavailable' } });
    },
  );
}

test.describe('with the subscription check failing (phone)', () => {
  test.use({ viewport: VIEWPORTS.phone, serviceWorkers: 'block', seededStorage: { token: 'a-customer-token' } });

  for (const [language, copy] of [
    ['pt-BR', { failed: 'Não conseguimos verificar a sua assinatura agora. Tente de novo em instantes.', retry: 'Verificar de novo', automation: /Não conseguimos conferir agora se você já assina este bot/, client: 'Erro ao carregar dados do cliente. Faça login novamente.', claim: /está sendo criado|Sua assinatura está ativa/, combo: 'Plano Combo · mensal', success: 'Não conseguimos confirmar seu pagamento agora' }],
    ['en-US', { failed: "We couldn't check your subscription right now. Please try again in a moment.", retry: 'Check again', automation: /We couldn't check right now whether you already subscribe to this bot/, client: 'Error loading your account data. Please sign in again.', claim: /being built|Your subscription is active/, combo: 'Combo plan · monthly', success: "We couldn't confirm your payment right now" }],
  ] as const) {
    test(`/bot-creation, /automation, the client area, /plans and the success page say they could not check, with a way on (${language})`, async ({ page, context, baseURL }) => {
      test.slow();
      await subscriptionChecksFail(context, baseURL!);
      await page.goto(`/bot-creation?bot=whatsapp_bot&lng=${language}`);
      await expectScreen(page);
      await expect(page.getByRole('alert').filter({ hasText: copy.failed })).toBeVisible();
      await expect(page.locator('main')).not.toContainText(copy.claim);
      await page.getByRole('button', { name: copy.retry }).click();
      await expect(page.getByRole('alert').filter({ hasText: copy.failed })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      if (language === 'pt-BR') await expectAxeClean(page, 'bot creation, check failed');

      await page.goto('/automation?bot=whatsapp');
      await expectScreen(page);
      await expect(page.getByText(copy.automation)).toBeVisible();
      await expectNoHorizontalOverflow(page);

      await page.goto('/client-area');
      await expectScreen(page);
      await expect(page.getByRole('alert').filter({ hasText: copy.client })).toBeVisible();
      await expectNoHorizontalOverflow(page);

      // /plans still offers every plan (nothing is marked held or included); the success page claims nothing.
      await page.goto('/plans');
      await expectScreen(page);
      await expect(page.getByRole('article', { name: copy.combo }).getByRole('button')).toBeEnabled();
      await page.goto('/payments/sucesso?payment_id=70001001');
      await expectScreen(page);
      await expect(page.getByRole('heading', { level: 1, name: copy.success })).toBeVisible();
      await expectNoHorizontalOverflow(page);
    });
  }
});
