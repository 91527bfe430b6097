import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations } from './utils/axe';
import { launchBrowser, openPage, waitForScreen, type OpenedPage } from './utils/browser';

/** Logs in through the login screen itself, so the after-login step runs as it does for visitors. */
async function logInOnScreen({ page }: OpenedPage) {
  await page.goto('/login');
  await waitForScreen(page);
  await page.getByLabel('E-mail').fill('demo@iagencia.com.br');
  await page.getByLabel(/^Senha/).fill('demo1234');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

describe('payments that do not go through, on the demo checkout', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('a rejected WhatsApp bot payment lands on the failure page, which offers a retry', { timeout: 120_000 }, async () => {
    const opened = await openPage(browser, { baseURL: inject('baseURL'), language: 'pt-BR', viewport: 'phone' });
    const { page, errors } = opened;
    await logInOnScreen(opened);
    await page.waitForURL((url) => url.pathname === '/agency');
    await page.goto('/automation');
    await waitForScreen(page);
    await page.getByLabel('O que a sua empresa faz').fill('Doceria artesanal em Belo Horizonte, atendimento carinhoso.');
    await page.getByLabel('Produtos, planos e preços').fill('Bolo de pote R$ 15,00; caixa com 12 brigadeiros R$ 36,00.');
    await page.getByLabel('Site da empresa (opcional)').fill('doceriadabia.com.br');
    await page.getByRole('button', { name: 'Começar meus 15 dias grátis' }).click();
    await page.waitForURL((url) => url.pathname === '/demo/checkout');
    await waitForScreen(page);
    await page.getByRole('button', { name: 'Recusar pagamento' }).click();

    await page.waitForURL((url) => url.pathname === '/payments/falha');
    await waitForScreen(page);
    expect(await page.locator('main').innerText()).toContain(
      'Houve um problema ao processar seu pagamento. Tente novamente ou escolha outra forma de pagamento.',
    );
    expect(await page.getByRole('link', { name: 'Tentar novamente' }).getAttribute('href')).toBe('/agency');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await opened.close();
  });

  it('a pending plan payment, started right after login, lands on the pending page with the server’s answer', { timeout: 120_000 }, async () => {
    const opened = await openPage(browser, { baseURL: inject('baseURL'), language: 'pt-BR', localStorage: { pendingPlan: 'pro' } });
    const { page, errors } = opened;
    await logInOnScreen(opened);
    await page.waitForURL((url) => url.pathname === '/demo/checkout');
    await waitForScreen(page);
    expect(await page.getByText('R$ 99,00').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Deixar pendente' }).click();

    await page.waitForURL((url) => url.pathname === '/payments/pendente');
    const paymentId = new URL(page.url()).searchParams.get('payment_id');
    await page.getByText('Seu pagamento está em processamento.', { exact: false }).first().waitFor();
    const raw = JSON.parse(await page.locator('main pre').innerText()) as Record<string, unknown>;
    expect(raw).toMatchObject({ payment_id: paymentId, status: 'pending' });
    expect(await page.getByRole('link', { name: 'Voltar ao início e consultar o status mais tarde' }).getAttribute('href')).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('pendingPlan'))).toBeNull();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await opened.close();
  });
});
