import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './utils/axe';
import { launchBrowser, loginWithDemoAccount, openPage, waitForScreen } from './utils/browser';

const COPY = {
  'pt-BR': { submitLogin: 'Entrar', createAccount: 'Criar conta', startTrial: 'Começar meus 15 dias grátis', discord: 'Bot de moderação para Discord', invite: /Adicionar bot ao Discord/ },
  'en-US': { submitLogin: 'Log in', createAccount: 'Create an account', startTrial: 'Start my 15 free days', discord: 'Discord moderation bot', invite: /Add the bot to Discord/ },
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

/** axe-clean and nothing wider than the phone. */
async function expectAccessible(page: Page, state: string) {
  const violations = await axeViolations(page);
  expect(violations, `${state}\n${violations.join('\n')}`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${state} overflows horizontally`).toBeLessThanOrEqual(0);
}

describe.each(['pt-BR', 'en-US'] as const)('accounts pages in %s at 390x844', (language) => {
  let browser: Browser;
  const copy = COPY[language];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  // Generous limits: these pages are checked one after another while the rest of the suite runs in parallel.
  it('login and registration pass axe, also showing their errors', { timeout: 120_000 }, async () => {
    const { page, errors, close } = await openPage(browser, { baseURL: inject('baseURL'), language, viewport: 'phone' });
    await page.goto('/login');
    await waitForScreen(page);
    await expectAccessible(page, 'login');
    await page.getByRole('button', { name: copy.submitLogin, exact: true }).click();
    await expectAccessible(page, 'login with field errors');
    await page.getByRole('button', { name: copy.createAccount }).click();
    await page.locator('main form button[type=submit]').click();
    await expectAccessible(page, 'registration with field errors');
    expect(errors).toEqual([]);
    await close();
  });

  it('the automation form passes axe for both bots, also showing its errors', { timeout: 120_000 }, async () => {
    const { page, errors, close } = await openPage(browser, { baseURL: inject('baseURL'), language, viewport: 'phone' });
    await page.goto('/automation');
    await waitForScreen(page);
    await page.getByRole('button', { name: copy.startTrial }).click();
    await expectAccessible(page, 'automation (WhatsApp) with errors');
    await page.getByRole('radio', { name: copy.discord }).check();
    await expectAccessible(page, 'automation (Discord)');
    expect(errors).toEqual([]);
    await close();
  });

  it('the payment result pages and the empty trial page pass axe', { timeout: 120_000 }, async () => {
    const { page, errors, close } = await openPage(browser, { baseURL: inject('baseURL'), language, viewport: 'phone' });
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
      await waitForScreen(page);
      await page.locator('main .spinner').waitFor({ state: 'detached' });
      await expectAccessible(page, url);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('the trial confirmation passes axe for both bots, with the Discord invite loaded', { timeout: 120_000 }, async () => {
    const { page, errors, close } = await openPage(browser, { baseURL: inject('baseURL'), language, viewport: 'phone' });
    await loginWithDemoAccount(page);
    for (const trial of [discordTrial, whatsappTrial]) {
      await page.evaluate((saved) => localStorage.setItem('trialData', JSON.stringify(saved)), trial);
      await page.goto('/automation-success');
      await waitForScreen(page);
      if (trial.service_type === 'moderacao_ia') await page.getByRole('link', { name: copy.invite }).waitFor();
      await expectAccessible(page, `trial confirmation ${trial.service_type}`);
    }
    expect(errors).toEqual([]);
    await close();
  });
});
