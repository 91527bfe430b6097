import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { E2E_ENV } from './env';
import { launchBrowser, openPage, waitForScreen } from './utils/browser';

/** The chat URL the browser must end on: the provider's number and the visitor's prefilled message. */
const chatUrl = (message: string) => new URL(`https://wa.me/${E2E_ENV.VITE_WHATSAPP_NUMBER}?text=${encodeURIComponent(message)}`).href;

/** Lead bodies the page posted to its own origin (the demo backend answers them in the service worker). */
function recordLeads(page: Page): Array<Record<string, unknown>> {
  const leads: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/leads') leads.push(request.postDataJSON() as Record<string, unknown>);
  });
  return leads;
}

describe('lead journeys end in the WhatsApp chat', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('WhatsApp landing, on a phone, carrying the campaign of the first page', async () => {
    const { page, external, errors, close } = await openPage(browser, { baseURL: inject('baseURL'), viewport: 'phone' });
    const leads = recordLeads(page);
    await page.goto('/plans?utm_source=instagram&utm_medium=social&utm_campaign=lancamento');
    await waitForScreen(page);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Início' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const submit = page.getByRole('button', { name: 'Quero meu bot de vendas' });
    await submit.click();
    await page.getByRole('alert').filter({ hasText: 'Por favor, preencha todos os campos.' }).waitFor();
    await page.getByRole('textbox', { name: 'Seu nome' }).fill('Camila Rocha');
    await page.getByRole('textbox', { name: 'WhatsApp com DDD' }).fill('(31) 9876');
    await submit.click();
    await page.getByRole('alert').filter({ hasText: 'Informe um número de WhatsApp válido (inclua DDD).' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('whatsapp');
    await page.getByRole('textbox', { name: 'WhatsApp com DDD' }).fill('(31) 98765-4321');
    await submit.click();

    const message = 'Olá! Meu nome é Camila Rocha e quero criar meu bot de vendas com IA para o WhatsApp. Pode me ajudar?';
    await page.waitForURL((url) => url.hostname === 'wa.me');
    expect(page.url()).toBe(chatUrl(message));
    expect(external).toContain(chatUrl(message));
    expect(leads).toEqual([
      {
        name: 'Camila Rocha',
        whatsapp: '(31) 98765-4321',
        source: 'whatsapp_bot',
        action: 'create_bot',
        message,
        utm_source: 'instagram',
        utm_medium: 'social',
        utm_campaign: 'lancamento',
        utm_term: null,
        utm_content: null,
      },
    ]);
    expect(errors).toEqual([]);
    await close();
  });

  it('Discord landing, in English: the Discord user travels in whatsapp and in the message', async () => {
    const { page, errors, close } = await openPage(browser, { baseURL: inject('baseURL'), language: 'en-US' });
    const leads = recordLeads(page);
    await page.goto('/discord-bot');
    await waitForScreen(page);
    await page.getByRole('textbox', { name: 'Your name' }).fill('Rafael Monteiro');
    await page.getByRole('textbox', { name: 'Your Discord username' }).fill('kaze.rafa');
    await page.getByRole('button', { name: 'Turn on protection' }).dblclick();

    const message = "Hi! My name is Rafael Monteiro (Discord: kaze.rafa) and I'd like to turn on AI protection for my Discord server.";
    await page.waitForURL((url) => url.hostname === 'wa.me');
    expect(page.url()).toBe(chatUrl(message));
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ name: 'Rafael Monteiro', whatsapp: 'kaze.rafa', source: 'discord_bot', action: 'activate_protection', message, utm_source: null });
    expect(errors).toEqual([]);
    await close();
  });

  it('agency landing: e-mail lead, and a failing lead service still opens the chat', async () => {
    // No service worker, so no demo backend: the lead request reaches the network, where it fails.
    const context = await browser.newContext({ baseURL: inject('baseURL'), locale: 'pt-BR', serviceWorkers: 'block' });
    const origin = new URL(inject('baseURL')).origin;
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>external</title>' }),
    );
    await context.route('**/api/leads', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"indisponível"}' }));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto('/agency?utm_source=newsletter&utm_content=rodape');
    await waitForScreen(page);
    await page.getByRole('textbox', { name: 'Seu nome' }).fill('Juliana Prado');
    await page.getByRole('textbox', { name: 'Seu e-mail' }).fill('juliana@estudioprado.com.br');
    await page.getByRole('button', { name: 'Quero ativar o plano Pro' }).click();

    const message = 'Olá! Meu nome é Juliana Prado (juliana@estudioprado.com.br) e quero ativar o plano Pro da agência de IA.';
    await page.waitForURL((url) => url.hostname === 'wa.me');
    expect(page.url()).toBe(chatUrl(message));
    expect(errors.join('\n')).toContain('Erro ao capturar lead');
    await context.close();
  });
});
