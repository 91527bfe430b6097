import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { E2E_ENV } from './env';
import { axeViolations } from './utils/axe';
import { launchBrowser, openPage, waitForScreen } from './utils/browser';

describe('subscribing to the Discord bot as a new visitor, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('fills /automation anonymously, logs in, comes back filled, approves on the demo checkout and gets the invite', { timeout: 120_000 }, async () => {
    const { page, errors, external, close } = await openPage(browser, { baseURL: inject('baseURL'), language: 'pt-BR' });
    await page.goto('/automation');
    await waitForScreen(page);

    await page.getByRole('radio', { name: 'Bot de moderação para Discord' }).check();
    await page.getByLabel('Nome do servidor no Discord').fill('Comunidade Pixel');
    await page.getByLabel('FAQ do servidor').fill('Sem spam, sem golpes e respeito com todo mundo.');
    await page.getByLabel('Palavras proibidas').fill('nitro grátis, pix grátis');
    await page.getByRole('checkbox', { name: /Banir/ }).check();
    await page.getByLabel('Canais para monitorar').fill('#geral, #vendas');
    await page.getByRole('button', { name: 'Começar meus 15 dias grátis' }).click();

    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText('Entre para enviar a configuração do seu bot. O que você preencheu continua salvo.').waitFor();
    await page.getByLabel('E-mail').fill('demo@iagencia.com.br');
    await page.getByLabel(/^Senha/).fill('demo1234');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();

    await page.waitForURL((url) => url.pathname === '/automation');
    expect(await page.getByLabel('Nome do servidor no Discord').inputValue()).toBe('Comunidade Pixel');
    expect(await page.getByLabel('Canais para monitorar').inputValue()).toBe('#geral, #vendas');
    expect(await page.getByRole('checkbox', { name: /Banir/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Começar meus 15 dias grátis' }).click();
    await page.getByText('Pedido recebido!', { exact: false }).waitFor();

    await page.waitForURL((url) => url.pathname === '/demo/checkout');
    await waitForScreen(page);
    expect(await page.getByText('R$ 67,00').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Aprovar pagamento' }).click();

    await page.waitForURL((url) => url.pathname === '/automation-success');
    expect(new URL(page.url()).searchParams.get('collection_status')).toBe('approved');
    await page.getByRole('heading', { level: 1, name: 'Seu teste grátis de 15 dias começou!' }).waitFor();
    const invite = page.getByRole('link', { name: /Adicionar bot ao Discord/ });
    await invite.waitFor();
    // delete, warn, timeout (+ MODERATE_MEMBERS), ban and log, plus the always-requested bits.
    expect(await invite.getAttribute('href')).toBe(
      `https://discord.com/oauth2/authorize?client_id=${E2E_ENV.VITE_DISCORD_CLIENT_ID}&permissions=1099780090884&scope=bot%20applications.commands`,
    );
    expect(await page.getByText('Online').count()).toBe(1);
    expect(await page.getByText('Assinatura autorizada.', { exact: false }).count()).toBe(1);

    // The subscription is now active: the bot plan check answers yes.
    const held = await page.evaluate(async () => {
      const response = await fetch('/subscription/check-bot-plan?plan=discord_bot', {
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return ((await response.json()) as { has_subscription: boolean }).has_subscription;
    });
    expect(held).toBe(true);

    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    expect(external).toEqual([]);
    await close();
  });

  it('comes back from Google sign-in with the token scrubbed from the address bar', async () => {
    const { page, errors, close } = await openPage(browser, { baseURL: inject('baseURL'), language: 'en-US' });
    await page.goto('/login');
    await waitForScreen(page);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/google/login');
    await waitForScreen(page);
    await page.getByRole('button', { name: 'pro@iagencia.com.br' }).click();
    await page.waitForURL((url) => url.pathname === '/agency');
    const history = await page.evaluate(() => window.history.length);
    expect(page.url()).not.toContain('token=');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^demo\.2\./);
    // Going back never lands on a URL that carries the token.
    await page.goBack();
    expect(page.url()).not.toContain('token=');
    expect(history).toBeGreaterThan(1);
    expect(errors).toEqual([]);
    await close();
  });
});
