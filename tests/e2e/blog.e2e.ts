import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ARTICLE_INDEX } from '../../src/features/blog/article-index';
import { axeViolations } from './utils/axe';
import { launchBrowser, openPage, waitForScreen } from './utils/browser';

const SLUGS = ARTICLE_INDEX.map((entry) => entry.slug);
/** Vite names each body chunk after its module: /assets/<slug>-<hash>.js. */
const bodyChunkOf = (url: string) => SLUGS.find((slug) => new RegExp(`/assets/${slug}-[\\w-]+\\.js$`).test(new URL(url).pathname));

/** Records the article body chunks the page downloads. */
function watchBodyChunks(page: Page): string[] {
  const downloaded: string[] = [];
  page.on('request', (request) => {
    const slug = request.resourceType() === 'script' ? bodyChunkOf(request.url()) : undefined;
    if (slug) downloaded.push(slug);
  });
  return downloaded;
}

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('blog in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('lists the ten articles and opens one from the list, both pages clean under axe', async () => {
    const { page, errors, close } = await openPage(browser, { baseURL: inject('baseURL') });
    await page.goto('/blog');
    await waitForScreen(page);
    const list = page.getByRole('list', { name: 'Todos os artigos' });
    expect(await list.getByRole('link').count()).toBe(10);
    expect(await list.getByText('Publicado em 14 de setembro de 2026').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await list.getByRole('link', { name: 'Quanto custa um bot de WhatsApp com IA? Preços, custos escondidos e retorno' }).click();
    await page.waitForURL('**/blog/quanto-custa-bot-de-whatsapp-com-ia');
    await page.getByRole('heading', { level: 2, name: 'Como calcular se o bot se paga' }).waitFor();
    expect(await page.locator('main h1').textContent()).toBe('Quanto custa um bot de WhatsApp com IA? Preços, custos escondidos e retorno');
    expect(await page.title()).toBe('Quanto custa um bot de WhatsApp com IA? Preços, custos escondidos e retorno | Blog IAgência');
    expect(await page.getAttribute('meta[property="og:type"]', 'content')).toBe('article');
    const cta = page.getByRole('link', { name: 'Começar o teste grátis' });
    expect(await cta.getAttribute('href')).toBe('/whatsapp-bot');
    expect(await axeViolations(page)).toEqual([]);

    await cta.click();
    await page.waitForURL((url) => url.pathname === '/whatsapp-bot');
    expect(errors, errors.join('\n')).toEqual([]);
    await close();
  });

  it.each(['pt-BR', 'en-US'] as const)('reads an article on a phone in %s without overflow or axe violations', async (language) => {
    const { page, errors, close } = await openPage(browser, { baseURL: inject('baseURL'), language, viewport: 'phone' });
    await page.goto('/blog/como-ia-proteger-comunidade-discord');
    await waitForScreen(page);
    const cta = page.getByRole('link', { name: language === 'pt-BR' ? 'Ativar a proteção' : 'Turn on protection' });
    await cta.waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe(language);
    expect(await page.getByText(language === 'pt-BR' ? /^\d+ min de leitura$/ : /^\d+ min read$/).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 2, name: language === 'pt-BR' ? 'Leia também' : 'Keep reading' }).count()).toBe(1);
    await cta.scrollIntoViewIfNeeded();
    expect(await cta.isVisible()).toBe(true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors, errors.join('\n')).toEqual([]);
    await close();
  });

  it('sends an unknown article to /blog, replacing it in history, with a notice', async () => {
    const { page, errors, close } = await openPage(browser, { baseURL: inject('baseURL'), viewport: 'phone' });
    await page.goto('/plans');
    await waitForScreen(page);
    await page.goto('/blog/este-artigo-nao-existe');
    await page.waitForURL((url) => url.pathname === '/blog');
    await waitForScreen(page);
    expect(await page.getByRole('status').filter({ hasText: 'Não encontramos esse artigo.' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/plans');
    expect(errors, errors.join('\n')).toEqual([]);
    await close();
  });

  it('downloads only the body of the article being read, and none on the list or the landing', async () => {
    const { page, close } = await openPage(browser, { baseURL: inject('baseURL') });
    const downloaded = watchBodyChunks(page);
    await page.goto('/');
    await waitForScreen(page);
    await page.goto('/blog');
    await waitForScreen(page);
    expect(downloaded).toEqual([]);

    await page.goto('/blog/automacoes-whatsapp-produtividade');
    await page.getByRole('heading', { level: 2, name: 'Camada 1: o básico do WhatsApp Business, de graça' }).waitFor();
    expect(downloaded).toEqual(['automacoes-whatsapp-produtividade']);

    await page.getByRole('region', { name: 'Leia também' }).getByRole('link', { name: /Como criar um bot de vendas/ }).click();
    await page.getByRole('heading', { level: 2, name: 'Passo 1: reúna o que o bot precisa saber' }).waitFor();
    expect(downloaded).toEqual(['automacoes-whatsapp-produtividade', 'como-criar-bot-vendas-ia']);
    await close();
  });

  it('shows a friendly error with retry when the article chunk fails to download', async () => {
    const { page, context, close } = await openPage(browser, { baseURL: inject('baseURL'), language: 'en-US' });
    let failNext = true;
    // On the context, not the page: the demo's service worker fetches the app's files too.
    await context.route(/\/assets\/como-escrever-briefing-para-ia-[\w-]+\.js$/, async (route) => {
      if (failNext) {
        failNext = false;
        await route.abort('internetdisconnected');
      } else {
        await route.continue();
      }
    });
    await page.goto('/blog/como-escrever-briefing-para-ia');
    await waitForScreen(page);
    const alert = page.getByRole('alert').filter({ hasText: 'We couldn’t load this article’s text.' });
    await alert.waitFor();
    expect(await page.locator('main h1').textContent()).toBe('How to write an AI brief that gets it right the first time');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 2, name: 'The six things every brief needs' }).waitFor();
    expect(await alert.count()).toBe(0);
    await close();
  });
});
