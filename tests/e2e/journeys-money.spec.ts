import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { E2E_ENV } from './env';
import { expectAxeClean } from './utils/axe';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, expectNoHorizontalOverflow, expectScreen, reachRequester, onPath, test, VIEWPORTS, GENERATION_TIMEOUT } from './utils/fixtures';

/**
 * The journeys that earn money, end to end on the demo backend, each ending where
 * the customer expects: a Discord trial from the landing to the bot's invite, a
 * WhatsApp trial from the landing to the setup's confirmation, and an image order
 * (on a phone, axe at each step) from the requester through checkout to the result
 * in view and downloaded, then in the client area with its prompt, the history as
 * CSV and the image, and reused. No URL is typed after the first.
 *
 * E2E_SHOTS_DIR=<dir> saves a screenshot of each screen on the way (for a person to look at).
 */

/** A trial under way, named with its end (a long date in the page's language). */
const TRIAL_UNTIL_PT = /^Em teste grátis até \d{1,2} de \p{L}+ de \d{4}$/u;

/** A stand-in for Mercado Pago's SDK (as in smoke/nginx.spec.ts): enough of window.MercadoPago for sdk-react to render a Brick. */
const FAKE_MERCADO_PAGO_SDK = `
window.MercadoPago = class {
  bricks() {
    return {
      create: async (name, containerId, settings) => {
        document.getElementById(containerId).textContent = 'Pix copia e cola (simulado): ' + name + ' ' + settings.initialization.paymentId;
        settings.callbacks && settings.callbacks.onReady && settings.callbacks.onReady();
        return { unmount() {} };
      },
    };
  }
};`;
const SDK = 'https://sdk.mercadopago.com/js/v2';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const SHOTS = process.env.E2E_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** The element starts inside the viewport's upper half (below the sticky header): the visitor sees it without scrolling. */
async function expectInView(locator: Locator) {
  await expect
    .poll(() =>
      locator.evaluate((element) => {
        const { top } = element.getBoundingClientRect();
        return top >= 0 && top < window.innerHeight / 2;
      }),
    )
    .toBe(true);
}

async function logIn(page: Page, labels = { email: 'E-mail', password: /^Senha/, submit: 'Entrar' }) {
  await expect(page).toHaveURL(onPath('/login'));
  await page.getByLabel(labels.email).fill(DEMO_ACCOUNTS.demo);
  await page.getByLabel(labels.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

test.describe('bot trials reach a running bot', () => {
  test.describe('on a phone, in Portuguese', () => {
    test.use({ viewport: VIEWPORTS.phone });

    test('Discord: from the landing’s trial button to the bot’s invite, through the login and a R$ 0,00 checkout', async ({ page }) => {
      test.slow();
      await page.goto('/discord-bot');
      await expectScreen(page);
      const trial = page.getByRole('button', { name: 'Ativar 15 dias grátis' }).first();
      await expect(trial).toHaveAccessibleDescription(/^15 dias grátis, depois R\$\s67,00\/mês$/);
      await shot(page, 'discord-1-landing');
      await trial.click();

      await logIn(page);
      await expect(page).toHaveURL(onPath('/demo/checkout'));
      await expectScreen(page);
      await expect(page.getByText('Bot de moderação para Discord', { exact: true })).toBeVisible();
      await expect(page.getByText(/^15 dias grátis, depois R\$\s67,00\/mês$/)).toBeVisible();
      await expect(page.getByText(/^R\$\s0,00$/)).toBeVisible();
      await expect(page.getByText('discord_bot')).toHaveCount(0);
      await shot(page, 'discord-2-checkout');
      await page.getByRole('button', { name: 'Aprovar pagamento' }).click();

      await expect(page).toHaveURL((url) => url.pathname === '/payments/sucesso' && /^\d+$/.test(url.searchParams.get('payment_id') ?? ''));
      // Nothing was paid: the trial started, and the page says so.
      await expect(page.getByRole('heading', { level: 1, name: 'Seu teste grátis de 15 dias começou!' })).toBeVisible();
      await expect(page.getByText('Nada foi cobrado hoje.')).toBeVisible();
      const next = page.getByRole('region', { name: 'Próximo passo: configure seu bot do Discord' });
      await expect(next).toBeVisible();
      await expectInView(next);
      await expectAxeClean(page, 'payment success');
      await expectNoHorizontalOverflow(page);
      await shot(page, 'discord-3-success');
      await next.getByRole('link', { name: 'Configurar meu bot do Discord' }).click();

      await expect(page).toHaveURL(onPath('/automation'));
      await expect(page.getByRole('radio', { name: 'Bot de moderação para Discord' })).toBeChecked();
      await page.getByRole('textbox', { name: /^Nome do servidor no Discord/ }).fill('Guilda dos Dados');
      await page.getByRole('textbox', { name: /^FAQ do servidor/ }).fill('Sem spam, sem golpes. Dúvidas no #ajuda.');
      await page.getByRole('textbox', { name: /^Palavras proibidas/ }).fill('nitro grátis, link de sorteio');
      const dryRun = page.getByRole('region', { name: 'Teste a moderação com uma mensagem' });
      await dryRun.getByRole('textbox', { name: /^Mensagem de exemplo/ }).fill('Ganhe NITRO GRATIS aqui');
      await expect(dryRun.getByRole('status')).toContainText('Palavra proibida encontrada: nitro grátis');
      await expect(dryRun.getByRole('listitem').first()).toHaveText('Apagaria a mensagem.');
      await expectAxeClean(page, 'automation form');
      await shot(page, 'discord-4-automation');
      // Paid for through the plan button: the form speaks to a subscriber in the trial that just began, with no trial pitched again.
      await expect(page.getByText(TRIAL_UNTIL_PT)).toBeVisible();
      const summary = page.getByRole('complementary', { name: 'Sua assinatura' });
      await expect(summary).toContainText(/Teste grátisaté (\d{1,2} de \p{L}+ de \d{4})Primeira cobrançaR\$\s67,00 em \1/u);
      await expect(summary).not.toContainText('Mensalidade');
      const submit = page.getByRole('button', { name: 'Enviar a configuração do bot' });
      await expect(submit).toHaveAccessibleDescription('Já incluído na sua assinatura: nada novo é cobrado.');
      await expect(page.locator('main')).not.toContainText('dias grátis');
      await submit.click();

      // Already subscribed through the plan button: no second checkout, the confirmation opens in the app.
      await expect(page).toHaveURL(onPath('/automation-success'));
      const invite = page.getByRole('link', { name: /Adicionar bot ao Discord/ });
      await expect(invite).toHaveAttribute('href', new RegExp(`^https://discord\\.com/oauth2/authorize\\?client_id=${E2E_ENV.VITE_DISCORD_CLIENT_ID}&permissions=\\d+`));
      await expect(page.getByRole('heading', { name: 'O que o convite pede no Discord' })).toBeVisible();
      await expect(page.getByText('Sua assinatura já estava ativa: não há nada para autorizar de novo.')).toBeVisible();
      await expectAxeClean(page, 'automation success');
      await expectNoHorizontalOverflow(page);
      await shot(page, 'discord-5-invite');
      await invite.scrollIntoViewIfNeeded();
      await shot(page, 'discord-6-invite-link');
    });
  });

  test.describe('on a laptop, in English', () => {
    test.use({ locale: 'en-US', viewport: VIEWPORTS.desktop });

    test('WhatsApp: from the landing’s trial button to the setup’s confirmation and the client area’s trial (also on a phone, in both languages); once held, the button opens the bot’s creation', async ({ page, external }) => {
      test.slow();
      await page.goto('/');
      await expectScreen(page);
      const trial = page.getByRole('button', { name: 'Start your 15-day free trial' }).first();
      await expect(trial).toHaveAccessibleDescription('15 days free, then R$97.00/month');
      await trial.click();

      await logIn(page, { email: 'Email', password: /^Password/, submit: 'Log in' });
      await expect(page).toHaveURL(onPath('/demo/checkout'));
      await expect(page.getByText('WhatsApp sales bot', { exact: true })).toBeVisible();
      await expect(page.getByText('15 days free, then R$97.00/month')).toBeVisible();
      await expect(page.getByText('R$0.00')).toBeVisible();
      await page.getByRole('button', { name: 'Approve payment' }).click();

      await expect(page).toHaveURL(onPath('/payments/sucesso', { status: 'approved' }));
      await expect(page.getByRole('heading', { level: 1, name: 'Your 15-day free trial has started!' })).toBeVisible();
      await expect(page.getByText('Nothing was charged today.')).toBeVisible();
      const next = page.getByRole('region', { name: 'Next step: set up your WhatsApp bot' });
      await expect(next).toBeVisible();
      await next.getByRole('link', { name: 'Set up my WhatsApp bot' }).click();

      await expect(page).toHaveURL(onPath('/automation'));
      await expect(page.getByRole('radio', { name: 'WhatsApp sales bot' })).toBeChecked();
      await page.getByRole('textbox', { name: /^What your business does/ }).fill('A neighbourhood barbershop in Campinas, relaxed service.');
      await page.getByRole('textbox', { name: /^Products, plans and prices/ }).fill('Haircut R$ 45.00; beard R$ 30.00');
      await page.getByRole('textbox', { name: /^Your WhatsApp number/ }).fill('(19) 98765-4321');
      await page.getByRole('button', { name: "Send my bot's setup" }).click();

      await expect(page).toHaveURL(onPath('/automation-success'));
      await expect(page.getByRole('heading', { level: 1, name: "We've got your bot's setup!" })).toBeVisible();
      await expect(page.getByText("Your subscription was already active: there's nothing to authorize again.")).toBeVisible();
      await expect(page.getByText("Within 24 hours we'll message you on WhatsApp at +55 19 98765-4321 to connect your business number.")).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Next steps' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Manage your subscription in the Client Area' })).toHaveAttribute('href', '/client');
      expect(external.filter((url) => url.includes('mercadopago'))).toEqual([]);
      await expectAxeClean(page, 'automation success');

      // The client area now speaks to a bot subscriber.
      await page.getByRole('link', { name: 'Manage your subscription in the Client Area' }).click();
      const bots = page.getByRole('region', { name: 'Your bots' });
      const bot = bots.getByRole('article', { name: 'WhatsApp sales bot' });
      await expect(bot).toContainText('On free trial');
      // Until when, and what is charged first on that day: nothing reads as money already taken.
      await expect(bot).toContainText(/Free trialuntil (\p{L}+ \d{1,2}, \d{4})First chargeR\$97\.00 on \1/u);
      const card = page.getByRole('region', { name: 'Your account' });
      await expect(card).toContainText(/Free trialuntil (\p{L}+ \d{1,2}, \d{4})First chargeR\$97\.00 on \1/u);
      await expect(card).not.toContainText('Payment');
      await expect(bot.getByRole('link', { name: "Follow the bot's creation" })).toHaveAttribute('href', '/bot-creation?bot=whatsapp_bot');
      await expect(page.getByText('WHATSAPP_BOT')).toHaveCount(0);
      await expectAxeClean(page, 'client area with a bot');

      // On a phone, in both languages: the same terms, and nothing wider than the screen.
      await page.setViewportSize(VIEWPORTS.phone);
      await expectNoHorizontalOverflow(page, 'client area with a bot, in English, on a phone');
      await page.goto('/client-area?lng=pt-BR');
      await expectScreen(page);
      const termsPt = /Teste grátisaté (\d{1,2} de \p{L}+ de \d{4})Primeira cobrançaR\$\s97,00 em \1/u;
      const botPt = page.getByRole('region', { name: 'Seus bots' }).getByRole('article', { name: 'Bot de vendas para WhatsApp' });
      await expect(botPt).toContainText('Em teste grátis');
      await expect(botPt).toContainText(termsPt);
      const cardPt = page.getByRole('region', { name: 'Seus dados' });
      await expect(cardPt).toContainText(termsPt);
      await expect(cardPt).not.toContainText(/Pagamento.?Ativo/);
      await expectNoHorizontalOverflow(page, 'client area with a bot, in Portuguese, on a phone');

      // Once the plan is held, the landing's trial button opens the bot's creation, not a second checkout.
      await page.goto('/');
      await expectScreen(page);
      await page.getByRole('button', { name: 'Começar 15 dias grátis' }).first().click();
      await expect(page).toHaveURL(onPath('/bot-creation', { bot: 'whatsapp_bot' }));
      await expectScreen(page);
    });
  });
});

/** What the demo backend holds now (saved in localStorage after every response): its checkouts and bot setups. */
const demoBackend = (page: Page) =>
  page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('demoBackend') ?? '{}') as { preferences?: unknown[]; automationRequests?: { preference_id: string | null }[] };
    return { preferences: saved.preferences?.length ?? 0, setups: saved.automationRequests ?? [] };
  });

const SUBSCRIBER_COPY = {
  'pt-BR': {
    plan: 'Bot de moderação para Discord',
    card: 'Bot de moderação para Discord · mensal',
    startTrial: 'Testar 15 dias grátis',
    approve: 'Aprovar pagamento',
    choice: 'Qual bot você quer ativar?',
    owned: /Já é seu: em teste grátis até (\d{1,2} de \p{L}+ de \d{4})\.$/u,
    eyebrow: /^Em teste grátis até \d{1,2} de \p{L}+ de \d{4}$/u,
    summary: 'Sua assinatura',
    botSummary: 'Resumo do seu bot',
    nextStep: 'Próximo passo: configure seu bot do Discord',
    terms: /Teste grátisaté (\d{1,2} de \p{L}+ de \d{4})Primeira cobrançaR\$\s67,00 em \1/u,
    server: /^Nome do servidor no Discord/,
    faq: /^FAQ do servidor/,
    submit: 'Enviar a configuração do bot',
    noNewCharge: 'Já incluído na sua assinatura: nada novo é cobrado.',
    pitch: /dias grátis|antes de assinar|Você só paga se gostar/,
    done: 'Sua assinatura já estava ativa: não há nada para autorizar de novo.',
    manage: /Ver minhas assinaturas no Mercado Pago/,
  },
  'en-US': {
    plan: 'Discord moderation bot',
    card: 'Discord moderation bot · monthly',
    startTrial: 'Try 15 days free',
    approve: 'Approve payment',
    choice: 'Which bot do you want to launch?',
    owned: /Already yours: on free trial until (\p{L}+ \d{1,2}, \d{4})\.$/u,
    eyebrow: /^On free trial until \p{L}+ \d{1,2}, \d{4}$/u,
    summary: 'Your subscription',
    botSummary: 'Your bot at a glance',
    nextStep: 'Next step: set up your Discord bot',
    terms: /Free trialuntil (\p{L}+ \d{1,2}, \d{4})First chargeR\$67\.00 on \1/u,
    server: /^Discord server name/,
    faq: /^Server FAQ/,
    submit: "Send my bot's setup",
    noNewCharge: 'Already part of your subscription: nothing new is charged.',
    pitch: /days free|free days|before you subscribe|only pay if you love it/i,
    done: "Your subscription was already active: there's nothing to authorize again.",
    manage: /See my subscriptions on Mercado Pago/,
  },
} as const;

type Language = keyof typeof SUBSCRIBER_COPY;

/**
 * /automation opened directly by the subscriber: it asks which bot (none chosen on a first visit; a later one keeps the
 * choice) and says which one is theirs; chosen, the bot reads as theirs, in the trial that began with their payment
 * (until when, the first charge), with no trial pitched again, and its setup is sent with no new charge. Returns the
 * setup's button.
 */
async function expectAutomationForSubscriber(page: Page, language: Language, { firstVisit }: { firstVisit: boolean }) {
  const copy = SUBSCRIBER_COPY[language];
  const choice = page.getByRole('group', { name: copy.choice });
  await expect(choice.getByRole('radio', { name: copy.plan })).toHaveAccessibleDescription(copy.owned);
  if (firstVisit) await expect(choice.getByRole('radio', { checked: true })).toHaveCount(0);
  await choice.getByRole('radio', { name: copy.plan }).check();
  await expect(page.getByText(copy.eyebrow)).toBeVisible();
  await expect(page.getByRole('complementary', { name: copy.summary })).toContainText(copy.terms);
  await expect(page.locator('main')).not.toContainText(copy.pitch);
  const submit = page.getByRole('button', { name: copy.submit });
  await expect(submit).toHaveAccessibleDescription(copy.noNewCharge);
  await expectNoHorizontalOverflow(page);
  return submit;
}

/** The confirmation of a subscriber's setup: nothing to authorize again, the trial's terms, their subscriptions on Mercado Pago. */
async function expectConfirmationForSubscriber(page: Page, language: Language) {
  const copy = SUBSCRIBER_COPY[language];
  await expect(page.getByText(copy.done)).toBeVisible();
  await expect(page.getByRole('region', { name: copy.botSummary })).toContainText(copy.terms);
  await expect(page.getByRole('link', { name: copy.manage })).toHaveAttribute('href', 'https://www.mercadopago.com.br/subscriptions');
  await expect(page.locator('a[href*="/demo/checkout"]')).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
}

// The journey runs once: the form is seen in Portuguese, then in English (?lng=en-US), and sent from there; the
// confirmation is seen in English, then in Portuguese. Each screen says its words in both languages and fits the phone.
test.describe('a bot subscriber opens /automation (phone)', () => {
  test.use({ account: 'demo', viewport: VIEWPORTS.phone });

  test('the bot reads as theirs, its setup goes through with no second checkout, in both languages', async ({ page, external }) => {
    test.slow();
    const copy = SUBSCRIBER_COPY['pt-BR'];
    // Subscribe the way customers do: the plan's button, the demo checkout, approved.
    await page.goto('/plans');
    await expectScreen(page);
    await page.getByRole('article', { name: copy.card }).getByRole('button', { name: copy.startTrial }).click();
    await expect(page).toHaveURL(onPath('/demo/checkout'));
    await page.getByRole('button', { name: copy.approve }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/payments/sucesso');
    // The success page confirmed the payment: this browser now knows when the trial began.
    await expect(page.getByRole('region', { name: copy.nextStep })).toBeVisible();
    expect((await demoBackend(page)).preferences).toBe(1);

    await page.goto('/automation');
    await expectScreen(page);
    await expectAutomationForSubscriber(page, 'pt-BR', { firstVisit: true });
    await page.getByRole('textbox', { name: copy.server }).fill('Guilda dos Dados');
    await page.getByRole('textbox', { name: copy.faq }).fill('Sem spam, sem golpes.');
    await expectAxeClean(page, 'automation for a subscriber');

    // The same form in English keeps what was typed, and is sent from there.
    await page.goto('/automation?lng=en-US');
    await expectScreen(page);
    const submit = await expectAutomationForSubscriber(page, 'en-US', { firstVisit: false });
    await expect(page.getByRole('textbox', { name: SUBSCRIBER_COPY['en-US'].server })).toHaveValue('Guilda dos Dados');
    await submit.click();
    await expect(page).toHaveURL(onPath('/automation-success'));
    await expectConfirmationForSubscriber(page, 'en-US');
    // The setup was stored with no checkout of its own; nothing left for Mercado Pago.
    expect(await demoBackend(page)).toEqual({ preferences: 1, setups: [expect.objectContaining({ preference_id: null })] });

    await page.goto('/automation-success?lng=pt-BR');
    await expectScreen(page);
    await expectConfirmationForSubscriber(page, 'pt-BR');
    await expectAxeClean(page, 'confirmation for a subscriber');
    expect(external.filter((url) => url.includes('mercadopago'))).toEqual([]);
  });
});

test.describe('a paid order lands on the order', () => {
  // The copy button writes to the clipboard, which the browser lets a page do with this permission (headless, no user prompt).
  test.use({ account: 'demo', viewport: VIEWPORTS.phone, permissions: ['clipboard-read', 'clipboard-write'] });

  test('image: from the requester through checkout to the result in view and downloaded, then in the client area with its prompt, CSV and image, and reused', async ({ page, external }) => {
    test.slow();
    await page.goto('/agency');
    await expectScreen(page);
    await reachRequester(page);
    await page.getByRole('tab', { name: 'Imagens' }).click();
    await page.getByRole('button', { name: /Post com imagem \+ copy/ }).click();
    await page.getByRole('textbox', { name: /^Nome da empresa/ }).fill('Café Serra Alta');
    await page.getByRole('textbox', { name: /^Estilo visual/ }).fill('Fotografia aconchegante');
    await page.getByRole('textbox', { name: /^Cores preferidas/ }).fill('marrom e creme');
    await page.getByRole('textbox', { name: /^Texto da imagem/ }).fill('Seu café, do jeito certo');
    await expectAxeClean(page, 'briefing');
    await shot(page, 'order-1-briefing');
    await page.getByRole('button', { name: 'Continuar para o resumo' }).click();
    await expect(page.getByRole('heading', { name: 'Confira o seu pedido' })).toBeVisible();
    await expectAxeClean(page, 'summary');
    // Mercado Pago's SDK is not requested before the payment step.
    expect(external.filter((url) => url.includes('sdk.mercadopago.com'))).toEqual([]);

    await page.getByRole('button', { name: 'Ir para o pagamento' }).click();
    // The e2e build has a public key but external scripts are blocked: the Brick gives way to the redirect.
    await expect(page.getByText(/O formulário de pagamento do Mercado Pago não carregou/)).toBeVisible();
    await expect.poll(() => external.some((url) => url.startsWith(SDK))).toBe(true);
    await expectAxeClean(page, 'payment');
    await page.getByRole('button', { name: /^Pagar R\$\s50,00 no Mercado Pago$/ }).click();

    await expect(page).toHaveURL(onPath('/demo/checkout'));
    await expect(page.getByText('Post com imagem + copy')).toBeVisible();
    await page.getByRole('button', { name: 'Aprovar pagamento' }).click();

    // A full page load back from the checkout: the order, not the top of the marketing page.
    await expect(page).toHaveURL((url) => url.pathname === '/agency' && url.searchParams.get('payment') === 'processing' && /^\d+$/.test(url.searchParams.get('payment_id') ?? ''));
    const paymentId = new URL(page.url()).searchParams.get('payment_id');
    const requester = page.locator('#solicitar-servico');
    await expect(page.getByText('Pagamento aprovado')).toBeVisible();
    await expectInView(requester);
    await expect(page.getByRole('heading', { level: 2, name: 'Peça seu conteúdo feito por IA' })).toBeFocused();
    await expect(page.getByText('Pedido em processamento')).toBeVisible();
    await expectAxeClean(page, 'processing');
    await shot(page, 'order-2-processing');
    await expect(page.getByText('Pedido concluído')).toBeVisible({ timeout: GENERATION_TIMEOUT });
    await expectInView(requester);
    const image = page.getByRole('img', { name: 'Imagem gerada para Post com imagem + copy' });
    await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(100);
    await expectAxeClean(page, 'completed');
    await shot(page, 'order-3-completed');

    const downloadingImage = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar imagem' }).click();
    const imageDownload = await downloadingImage;
    const id = await page.evaluate(async (payment) => {
      const response = await fetch(`/ia/history/payment/${payment}`);
      return ((await response.json()) as { id: number }).id;
    }, paymentId);
    expect(imageDownload.suggestedFilename()).toBe(`servico_${id}.png`);
    const bytes = await readFile(await imageDownload.path());
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);

    await page.getByRole('link', { name: 'Ver meu histórico' }).click();
    await expect(page).toHaveURL(onPath('/client-area'));
    await expect(page.getByRole('heading', { name: 'Histórico de Serviços' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Post com imagem + copy' }).first();
    await expect(row).toContainText('Aprovado');
    await row.getByText('Ver o pedido (prompt)').click();
    await expect(row.getByText(/Texto da imagem: Seu café, do jeito certo/)).toBeVisible();
    await expectAxeClean(page, 'client area with the prompt');
    await expectNoHorizontalOverflow(page);
    await row.getByRole('button', { name: 'Copiar o pedido de Post com imagem + copy' }).click();
    await expect(row.getByText('Pedido copiado!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Empresa: Café Serra Alta');
    await shot(page, 'order-4-client-area');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Exportar CSV/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^historico-de-servicos-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('Data;Serviço;Tipo;Status do pagamento;Valor (R$);Código do pagamento;Pedido (prompt);Resultado');
    const order = lines.find((line) => line.includes('Post com imagem + copy') && line.includes('Café Serra Alta'));
    expect(order).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};Post com imagem \+ copy;Imagem;Aprovado;50,00;\d+;/);

    await row.getByRole('button', { name: 'Ver imagem' }).click();
    const dialog = page.getByRole('dialog', { name: 'Imagem de Post com imagem + copy' });
    await expect(dialog).toBeVisible();
    await expectAxeClean(page, 'image dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await row.getByRole('button', { name: 'Reutilizar o pedido de Post com imagem + copy' }).click();
    await expect(page).toHaveURL(onPath('/agency'));
    await expect(page.getByText('Pedido anterior de Post com imagem + copy carregado. Revise os campos e continue.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Nome da empresa/ })).toHaveValue('Café Serra Alta');
    await expect(page.getByRole('textbox', { name: /^Texto da imagem/ })).toHaveValue('Seu café, do jeito certo');
  });
});

test.describe('Pix and boleto buyers who never come back through the return URL', () => {
  test.use({ account: 'demo', viewport: VIEWPORTS.phone });

  test('the pending payment’s status link works on another device, with Mercado Pago’s Status Screen loaded only there', async ({ page, context, openPage }) => {
    test.slow();
    await context.route(`${SDK}**`, (route) => route.fulfill({ contentType: 'application/javascript', body: FAKE_MERCADO_PAGO_SDK }));
    await page.goto('/agency');
    await expectScreen(page);
    await reachRequester(page);
    await page.getByRole('tab', { name: 'Textos' }).click();
    await page.getByRole('button', { name: /E-mail Marketing/ }).click();
    await page.getByRole('textbox', { name: /^Nome da empresa/ }).fill('Studio Leve');
    await page.getByRole('textbox', { name: /^Público-alvo/ }).fill('Alunas que pararam de treinar');
    await page.getByRole('textbox', { name: /^Tom de voz/ }).fill('Acolhedor');
    await page.getByRole('textbox', { name: /^Produto ou serviço/ }).fill('Pilates em grupo');
    await page.getByRole('textbox', { name: /^Objetivo/ }).fill('Reativar alunas');
    await page.getByRole('button', { name: 'Continuar para o resumo' }).click();
    await page.getByRole('button', { name: 'Ir para o pagamento' }).click();
    await page.getByRole('button', { name: /^Pagar R\$\s50,00 no Mercado Pago$/ }).click();
    await expect(page).toHaveURL(onPath('/demo/checkout'));
    await page.getByRole('button', { name: 'Deixar pendente' }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/payments/pendente' && /^\d+$/.test(url.searchParams.get('payment_id') ?? ''));
    const paymentId = new URL(page.url()).searchParams.get('payment_id')!;
    await expect(page.getByText('Pagamento em análise — avisaremos quando for aprovado.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pix e boleto no Mercado Pago' })).toContainText(`Pix copia e cola (simulado): statusScreen ${paymentId}`);
    await expect(page.getByRole('heading', { name: 'Detalhes técnicos' })).toBeVisible();
    const link = await page.getByRole('textbox', { name: 'Link do status do pagamento' }).inputValue();
    expect(link).toBe(new URL(`/payment-pending?payment_id=${paymentId}`, page.url()).href);
    await expectAxeClean(page, 'pending page');
    await expectNoHorizontalOverflow(page);
    await shot(page, 'pix-1-pending');

    // Another device: no session, the same API (the demo backend's state stands in for the server's).
    const demoBackend = await page.evaluate(() => window.localStorage.getItem('demoBackend'));
    const other = await openPage({ localStorage: { demoBackend: demoBackend ?? '' } });
    const sdkLoads: string[] = [];
    await other.context.route(`${SDK}**`, (route) => {
      sdkLoads.push(other.page.url());
      return route.fulfill({ contentType: 'application/javascript', body: FAKE_MERCADO_PAGO_SDK });
    });
    await other.page.goto('/');
    await expectScreen(other.page);
    await other.page.goto('/plans');
    await expectScreen(other.page);
    expect(sdkLoads).toEqual([]);
    await other.page.goto(link);
    await expect(other.page.getByText('Pagamento em análise — avisaremos quando for aprovado.')).toBeVisible();
    await expect(other.page.getByRole('region', { name: 'Pix e boleto no Mercado Pago' })).toContainText(paymentId);
    expect(sdkLoads).toEqual([link]);
  });
});
