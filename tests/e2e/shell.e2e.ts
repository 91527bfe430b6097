import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, waitForScreen } from './utils/browser';

describe('app shell in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('sends an unknown path to / without keeping it in history', async () => {
    const { page, close } = await openPage(browser, { baseURL: inject('baseURL') });
    await page.goto('/plans');
    await waitForScreen(page);
    await page.goto('/esta/pagina/nao/existe?x=1');
    await page.waitForURL((url) => url.pathname === '/');
    await waitForScreen(page);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/plans');
    expect(new URL(page.url()).pathname).toBe('/plans');
    await close();
  });

  it('opens the mobile menu at 390x844, navigates and closes it; Escape closes it too', async () => {
    const { page, errors, close } = await openPage(browser, { baseURL: inject('baseURL'), viewport: 'phone' });
    await page.goto('/plans');
    await waitForScreen(page);
    const toggle = page.getByRole('button', { name: 'Abrir menu' });
    const blogLink = page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Blog' });
    expect(await toggle.isVisible()).toBe(true);
    expect(await blogLink.isVisible()).toBe(false);

    await toggle.click();
    expect(await page.getByRole('button', { name: 'Fechar menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(await blogLink.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await blogLink.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('site-menu');

    await toggle.click();
    await blogLink.click();
    await page.waitForURL('**/blog');
    await waitForScreen(page);
    // The router commits the URL before React re-renders the header: wait for the menu to close.
    await blogLink.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await blogLink.isVisible()).toBe(false);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('detects the language from the browser, the lng query and storage, and switches without a reload', async () => {
    const baseURL = inject('baseURL');
    const english = await openPage(browser, { baseURL, language: 'en-US' });
    await english.page.goto('/plans');
    await waitForScreen(english.page);
    expect(await english.page.getAttribute('html', 'lang')).toBe('en-US');
    await english.close();

    const queried = await openPage(browser, { baseURL, language: 'pt-BR' });
    await queried.page.goto('/plans?lng=en-US');
    await waitForScreen(queried.page);
    expect(await queried.page.getAttribute('html', 'lang')).toBe('en-US');
    await queried.close();

    const french = await openPage(browser, { baseURL, language: 'fr-FR', localStorage: { i18nextLng: 'fr-FR' } });
    await french.page.goto('/plans');
    await waitForScreen(french.page);
    expect(await french.page.getAttribute('html', 'lang')).toBe('pt-BR');

    await french.page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    await french.page.getByRole('combobox', { name: 'Idioma' }).selectOption('en-US');
    await french.page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    expect(await french.page.getAttribute('html', 'lang')).toBe('en-US');
    expect(await french.page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
    expect(await french.page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en-US');
    await french.close();
  });

  it('keeps the demo backend’s state across a full reload', async () => {
    const { page, close } = await openPage(browser, { baseURL: inject('baseURL') });
    await page.goto('/');
    await waitForScreen(page);
    const token = await page.evaluate(async () => {
      const response = await fetch('/token', { method: 'POST', body: new URLSearchParams({ username: 'demo@iagencia.com.br', password: 'demo1234' }) });
      return ((await response.json()) as { access_token: string }).access_token;
    });
    await page.reload();
    await waitForScreen(page);
    const status = await page.evaluate(async (bearer) => (await fetch('/me', { headers: { Authorization: `Bearer ${bearer}` } })).status, token);
    expect(status).toBe(200);
    await close();
  });
});
