import type { Page } from '@playwright/test';
import { E2E_ENV } from './env';
import { expectAxeClean } from './utils/axe';
import { escapeRegExp } from './utils/escape-reg-exp';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, expectScreen, onPath, test, VIEWPORTS } from './utils/fixtures';

test.describe('subscribing to the Discord bot as a new visitor, in Chromium', () => {
  test('fills /automation anonymously, logs in, comes back filled, approves on the demo checkout and gets the invite', async ({ page, external }) => {
    test.slow();
    await page.goto('/automation');
    await expectScreen(page);

    await page.getByRole('radio', { name: 'Bot de moderação para Discord' }).check();
    await page.getByLabel('Nome do servidor no Discord').fill('Comunidade Pixel');
    await page.getByLabel('FAQ do servidor').fill('Sem spam, sem golpes e respeito com todo mundo.');
    await page.getByLabel('Palavras proibidas').fill('nitro grátis, pix grátis');
    await page.getByRole('checkbox', { name: /Banir/ }).check();
    await page.getByLabel('Canais para monitorar').fill('#geral, #vendas');
    await page.getByRole('button', { name: 'Começar meus 15 dias grátis' }).click();

    await expect(page).toHaveURL(onPath('/login'));
    await expect(page.getByText('Entre para enviar a configuração do seu bot. O que você preencheu continua salvo.')).toBeVisible();
    await page.getByLabel('E-mail').fill(DEMO_ACCOUNTS.demo);
    await page.getByLabel(/^Senha/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();

    await expect(page).toHaveURL(onPath('/automation'));
    await expect(page.getByLabel('Nome do servidor no Discord')).toHaveValue('Comunidade Pixel');
    await expect(page.getByLabel('Canais para monitorar')).toHaveValue('#geral, #vendas');
    await expect(page.getByRole('checkbox', { name: /Banir/ })).toBeChecked();
    await page.getByRole('button', { name: 'Começar meus 15 dias grátis' }).click();
    await expect(page.getByText('Pedido recebido!')).toBeVisible();

    await expect(page).toHaveURL(onPath('/demo/checkout'));
    await expectScreen(page);
    await expect(page.getByText('R$ 67,00').first()).toBeVisible();
    await page.getByRole('button', { name: 'Aprovar pagamento' }).click();

    await expect(page).toHaveURL(onPath('/automation-success', { collection_status: 'approved' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Seu teste grátis de 15 dias começou!' })).toBeVisible();
    // delete, warn, timeout (+ MODERATE_MEMBERS), ban and log, plus the always-requested bits.
    await expect(page.getByRole('link', { name: /Adicionar bot ao Discord/ })).toHaveAttribute(
      'href',
      `https://discord.com/oauth2/authorize?client_id=${E2E_ENV.VITE_DISCORD_CLIENT_ID}&permissions=1099780090884&scope=bot%20applications.commands`,
    );
    await expect(page.getByText('Online')).toHaveCount(1);
    await expect(page.getByText('Assinatura autorizada.')).toHaveCount(1);

    // The subscription is now active: the bot plan check answers yes.
    const held = await page.evaluate(async () => {
      const response = await fetch('/subscription/check-bot-plan?plan=discord_bot', {
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return ((await response.json()) as { has_subscription: boolean }).has_subscription;
    });
    expect(held).toBe(true);

    await expectAxeClean(page);
    expect(external).toEqual([]);
  });

  test.describe('in English', () => {
    test.use({ locale: 'en-US' });

    test('comes back from Google sign-in with the token scrubbed from the address bar', async ({ page }) => {
      await page.goto('/login');
      await expectScreen(page);
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await expect(page).toHaveURL(onPath('/auth/google/login'));
      await expectScreen(page);
      await page.getByRole('button', { name: DEMO_ACCOUNTS.pro }).click();
      await expect(page).toHaveURL(onPath('/agency'));
      expect(page.url()).not.toContain('token=');
      await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toMatch(/^demo\.2\./);
      expect(await page.evaluate(() => window.history.length)).toBeGreaterThan(1);
      // Going back never lands on a URL that carries the token.
      await page.goBack();
      expect(page.url()).not.toContain('token=');
    });
  });
});

const AUTOMATION_COPY = {
  'pt-BR': {
    bot: 'Bot de vendas para WhatsApp',
    business: /^O que a sua empresa faz/,
    plans: /^Produtos, planos e preços/,
    number: /^Seu WhatsApp/,
    submit: 'Começar meus 15 dias grátis',
    invalid: 'Informe um número de WhatsApp válido (inclua DDD).',
    approve: 'Aprovar pagamento',
    sent: /^Você já enviou este pedido em \d{2}\/\d{2}\/\d{4}/,
    follow: 'Acompanhar este pedido na confirmação',
    another: 'Enviar outro pedido',
  },
  // The sent form in English (the English field errors: tests/integration/automation-whatsapp.test.tsx).
  'en-US': {
    business: /^What your business does/,
    submit: 'Start my 15 free days',
    sent: /^You already sent this request on \d{1,2}\/\d{1,2}\/\d{2}/,
    follow: 'Follow this request on its confirmation page',
    another: 'Send another request',
  },
} as const;

/** The form already sent: it says so, keeps what was sent read-only, and offers only its confirmation or a new request. */
async function expectSentForm(page: Page, language: keyof typeof AUTOMATION_COPY) {
  const copy = AUTOMATION_COPY[language];
  await expect(page.getByRole('status').filter({ hasText: copy.sent })).toBeVisible();
  await expect(page.getByRole('textbox', { name: copy.business })).toHaveValue('Doceria artesanal em Belo Horizonte.');
  await expect(page.getByRole('textbox', { name: copy.business })).toBeDisabled();
  await expect(page.getByRole('button', { name: copy.submit })).toHaveCount(0);
  await expect(page.getByRole('link', { name: copy.follow })).toHaveAttribute('href', '/automation-success');
}

// The journey runs once, in Portuguese on a phone; the sent form is then opened in English on a desktop.
test.describe('/automation', () => {
  test.use({ account: 'demo', viewport: VIEWPORTS.phone });

  test('a bad number is said once, under its field; back from the confirmation, the form says it was sent and offers only a new request, in both languages', async ({ page }) => {
    test.slow();
    const copy = AUTOMATION_COPY['pt-BR'];
    await page.goto('/automation');
    await expectScreen(page);
    await page.getByRole('radio', { name: copy.bot }).check();
    await page.getByRole('textbox', { name: copy.business }).fill('Doceria artesanal em Belo Horizonte.');
    await page.getByRole('textbox', { name: copy.plans }).fill('Bolo de pote, 15 reais');
    const number = page.getByRole('textbox', { name: copy.number });
    await number.fill('98765-4321');
    await page.getByRole('button', { name: copy.submit }).click();
    await expect(number).toBeFocused();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription(new RegExp(`${escapeRegExp(copy.invalid)}$`));
    await expect(page.getByText(copy.invalid, { exact: true })).toHaveCount(1);
    await expect(page.getByRole('alert')).toHaveCount(0);

    await number.fill('(31) 98765-4321');
    await page.getByRole('button', { name: copy.submit }).click();
    await expect(page).toHaveURL(onPath('/demo/checkout'));
    await page.getByRole('button', { name: copy.approve }).click();
    await expect(page).toHaveURL(onPath('/automation-success'));

    // Back through the checkout to the form: it was sent, and says so instead of inviting a second request.
    // Each Back is a new document: the second starts once the first has landed, not while its page is swapped in.
    await page.goBack();
    await expect(page).toHaveURL(onPath('/demo/checkout'));
    await page.goBack();
    await expect(page).toHaveURL(onPath('/automation'));
    await expectSentForm(page, 'pt-BR');

    // Opened again, in English on a desktop: still sent.
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/automation?lng=en-US');
    await expectScreen(page);
    await expectSentForm(page, 'en-US');

    // A new request starts from an empty form.
    const english = AUTOMATION_COPY['en-US'];
    await page.getByRole('button', { name: english.another }).click();
    await expect(page.getByRole('textbox', { name: english.business })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: english.business })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: english.sent })).toHaveCount(0);
    // The bot is now theirs: the new request is its setup, with nothing new to pay.
    await expect(page.locator('main form button[type="submit"]')).toBeEnabled();
  });
});
