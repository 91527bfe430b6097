import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './utils/axe';
import { launchBrowser, openPage, waitForScreen } from './utils/browser';

/** Journeys that cross product areas: a landing or the requester, the login screen, the checkout and back. */

async function logInOnTheLoginScreen(page: Page, email = 'demo@iagencia.com.br') {
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Senha/).fill('demo1234');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

describe('journeys across areas, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('an anonymous visitor briefs a text on /agency, logs in on the way, pays and gets the result', { timeout: 120_000 }, async () => {
    const { page, errors, close } = await openPage(browser, { baseURL: inject('baseURL'), language: 'pt-BR' });
    await page.goto('/agency');
    await waitForScreen(page);
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
    await page.waitForURL((url) => url.pathname === '/agency' && !url.searchParams.has('goToPayment'));
    await page.getByRole('button', { name: /^Pagar R\$\s50,00 no Mercado Pago$/ }).click();
    await page.waitForURL((url) => url.pathname === '/demo/checkout');
    await waitForScreen(page);
    await page.getByRole('button', { name: 'Aprovar pagamento' }).click();

    await page.waitForURL((url) => url.pathname === '/agency' && url.searchParams.get('payment') === 'processing');
    await page.getByText('Pedido concluído').waitFor({ timeout: 30_000 });
    expect(await page.locator('.wizard-result-text').textContent()).toContain('Doce Ateliê');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors, errors.join('\n')).toEqual([]);
    await close();
  });

  it('the landing’s trial button asks for a login, then pays the plan and, once held, opens its bot-creation page', { timeout: 120_000 }, async () => {
    const { page, errors, close } = await openPage(browser, { baseURL: inject('baseURL'), language: 'pt-BR', viewport: 'phone' });
    await page.goto('/');
    await waitForScreen(page);
    await page.getByRole('button', { name: 'Começar 15 dias grátis' }).first().click();

    await logInOnTheLoginScreen(page);
    await page.waitForURL((url) => url.pathname === '/demo/checkout');
    await waitForScreen(page);
    expect(await page.getByText('R$ 97,00').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Aprovar pagamento' }).click();
    await page.waitForURL((url) => url.pathname === '/payments/sucesso');
    await waitForScreen(page);
    expect(new URL(page.url()).searchParams.get('payment_id')).toMatch(/^\d+$/);

    await page.goto('/');
    await waitForScreen(page);
    await page.getByRole('button', { name: 'Começar 15 dias grátis' }).first().click();
    await page.waitForURL((url) => url.pathname === '/bot-creation' && url.searchParams.get('bot') === 'whatsapp_bot');
    await waitForScreen(page);
    expect(errors, errors.join('\n')).toEqual([]);
    await close();
  });

  it('/signup?bot=discord prepares the Discord form on /automation', async () => {
    const { page, errors, close } = await openPage(browser, { baseURL: inject('baseURL'), language: 'en-US' });
    await page.goto('/signup?bot=discord');
    await page.waitForURL((url) => url.pathname === '/automation');
    await waitForScreen(page);
    expect(await page.getByRole('radio', { name: 'Discord moderation bot' }).isChecked()).toBe(true);
    expect(errors, errors.join('\n')).toEqual([]);
    await close();
  });
});
