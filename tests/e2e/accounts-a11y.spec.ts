import type { Page } from '@playwright/test';
import { expectAxeClean } from './utils/axe';
import { expect, expectNoHorizontalOverflow, expectScreen, test, VIEWPORTS } from './utils/fixtures';
import { budget } from './machine';

const COPY = {
  'pt-BR': {
    submitLogin: 'Entrar',
    createAccount: 'Criar conta',
    startTrial: 'Começar meus 15 dias grátis',
    whatsapp: 'Bot de vendas para WhatsApp',
    discord: 'Bot de moderação para Discord',
    chooseBot: 'Escolha um dos dois bots.',
    invite: /Adicionar bot ao Discord/,
  },
  'en-US': {
    submitLogin: 'Log in',
    createAccount: 'Create an account',
    startTrial: 'Start my 15 free days',
    whatsapp: 'WhatsApp sales bot',
    discord: 'Discord moderation bot',
    chooseBot: 'Choose one of the two bots.',
    invite: /Add the bot to Discord/,
  },
} as const;

const discordTrial = {
  service_name: 'Bot de moderação com IA para Discord',
  service_type: 'moderacao_ia',
  server_name: 'Comunidade Pixel',
  channels_to_monitor: '#geral, #vendas',
  moderation_actions: ['delete', 'warn', 'timeout', 'log'],
  business_description: '',
  trial_days: 15,
  price: 67,
  payment_url: 'https://www.mercadopago.com.br/subscriptions/checkout?preapproval_plan_id=demo',
};
const whatsappTrial = { ...discordTrial, service_type: 'bot_ia', server_name: '', channels_to_monitor: '', moderation_actions: [], business_description: 'Doceria artesanal em Belo Horizonte.', price: 97 };

/**
 * Nothing wider than the phone, in either language (their texts differ in length); axe-clean in Portuguese (axe does
 * not depend on the language; the English screens' text is checked by routes-en and english-journeys).
 */
async function expectAccessible(page: Page, state: string, language: 'pt-BR' | 'en-US') {
  if (language === 'pt-BR') await expectAxeClean(page, state);
  await expectNoHorizontalOverflow(page, state);
}

const invalidFields = (page: Page) => page.locator('main [aria-invalid="true"]');

for (const language of ['pt-BR', 'en-US'] as const) {
  const copy = COPY[language];
  /** What a test checks, in its title: axe only in Portuguese (see expectAccessible). */
  const checks = (plural: boolean) => (language === 'pt-BR' ? (plural ? 'pass axe and fit the phone' : 'passes axe and fits the phone') : plural ? 'fit the phone' : 'fits the phone');

  test.describe(`accounts pages in ${language} at 390x844`, () => {
    test.use({ locale: language, viewport: VIEWPORTS.phone });
    // Several pages and axe runs per test, on a machine running the rest of the suite alongside.
    test.describe.configure({ timeout: budget(120_000) });

    test(`login and registration ${checks(true)}, also showing their errors`, async ({ page }) => {
      await page.goto('/login');
      await expectScreen(page);
      await expectAccessible(page, 'login', language);
      await page.getByRole('button', { name: copy.submitLogin, exact: true }).click();
      await expect(invalidFields(page).first()).toBeVisible();
      await expectAccessible(page, 'login with field errors', language);
      await page.getByRole('button', { name: copy.createAccount }).click();
      const confirmation = page.locator('main input[name="confirm-password"]');
      await expect(confirmation).toBeVisible();
      await page.locator('main form button[type=submit]').click();
      await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page, 'registration with field errors', language);
    });

    test(`the automation form ${checks(false)} for both bots, also showing its errors`, async ({ page }) => {
      await page.goto('/automation');
      await expectScreen(page);
      await page.getByRole('button', { name: copy.startTrial }).click();
      // Said under the choice, once: no alert repeats it.
      await expect(page.getByText(copy.chooseBot, { exact: true })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByRole('radio', { name: copy.whatsapp })).toBeFocused();
      await expectAccessible(page, 'automation with no bot chosen', language);
      await page.getByRole('radio', { name: copy.whatsapp }).check();
      await page.getByRole('button', { name: copy.startTrial }).click();
      await expect(invalidFields(page).first()).toBeVisible();
      await expectAccessible(page, 'automation (WhatsApp) with errors', language);
      await page.getByRole('radio', { name: copy.discord }).check();
      await expect(page.locator('#automation-server_name')).toBeVisible();
      await expectAccessible(page, 'automation (Discord)', language);
    });

    test(`the payment result pages and the empty trial page ${checks(true)}`, async ({ page }) => {
      for (const url of [
        '/automation-success',
        '/payment-success?payment_id=70001234',
        '/payments/sucesso',
        '/payments/pendente?preference_id=demo-pref-1&merchant_order_id=80001',
        '/payment-pending?payment_id=does-not-exist',
        '/payment-failure',
        '/payments/falha',
      ]) {
        await page.goto(url);
        await expectScreen(page);
        await expect(page.locator('main .spinner')).toHaveCount(0);
        await expectAccessible(page, url, language);
      }
    });

    test.describe('logged in', () => {
      test.use({ account: 'demo' });

      test(`the trial confirmation ${checks(false)} for both bots, with the Discord invite loaded`, async ({ page }) => {
        await page.goto('/');
        await expectScreen(page);
        for (const trial of [discordTrial, whatsappTrial]) {
          await page.evaluate((saved) => localStorage.setItem('trialData', JSON.stringify(saved)), trial);
          await page.goto('/automation-success');
          await expectScreen(page);
          if (trial.service_type === 'moderacao_ia') await expect(page.getByRole('link', { name: copy.invite })).toBeVisible();
          await expectAccessible(page, `trial confirmation ${trial.service_type}`, language);
        }
      });
    });
  });
}
