import type { Page } from '@playwright/test';
import { ARTICLE_INDEX } from '../../src/features/blog/article-index';
import { expectAxeClean } from './utils/axe';
import { expect, expectNoHorizontalOverflow, expectScreen, onPath, test, VIEWPORTS } from './utils/fixtures';

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

test.describe('blog in Chromium', () => {
  test('lists the ten articles and opens one from the list, both pages clean under axe', async ({ page }) => {
    await page.goto('/blog');
    await expectScreen(page);
    const list = page.getByRole('list', { name: 'Todos os artigos' });
    await expect(list.getByRole('link')).toHaveCount(10);
    await expect(list.getByText('Publicado em 14 de setembro de 2026')).toHaveCount(1);
    await expectAxeClean(page);

    const title = 'Quanto custa um bot de WhatsApp com IA? Preços, custos escondidos e retorno';
    await list.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(onPath('/blog/quanto-custa-bot-de-whatsapp-com-ia'));
    await expect(page.getByRole('heading', { level: 2, name: 'Como calcular se o bot se paga' })).toBeVisible();
    await expect(page.locator('main h1')).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | Blog IAgência`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    const cta = page.getByRole('link', { name: 'Começar o teste grátis' });
    await expect(cta).toHaveAttribute('href', '/whatsapp-bot');
    await expectAxeClean(page);

    await cta.click();
    await expect(page).toHaveURL(onPath('/whatsapp-bot'));
  });

  for (const language of ['pt-BR', 'en-US'] as const) {
    test.describe(`on a phone in ${language}`, () => {
      test.use({ locale: language, viewport: VIEWPORTS.phone });

      test(`reads an article on a phone in ${language} without overflow or axe violations`, async ({ page }) => {
        const english = language === 'en-US';
        await page.goto('/blog/como-ia-proteger-comunidade-discord');
        await expectScreen(page);
        const cta = page.getByRole('link', { name: english ? 'Turn on protection' : 'Ativar a proteção' });
        await expect(cta).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        // Date and reading time on one line, the reading time never on a line of its own ("Publicado em" is for screen readers).
        const meta = page.locator('.blog-article-meta');
        await expect(meta).toHaveText(english ? /^Published August 10, 2026\s·\s\d+ min read$/ : /^Publicado em 10 de agosto de 2026\s·\s\d+ min de leitura$/);
        const lines = await meta.evaluate((element) => {
          const tops = [element.querySelector('time'), element.querySelector('.blog-article-reading')].flatMap((part) => [...(part?.getClientRects() ?? [])].map((rect) => Math.round(rect.top)));
          return new Set(tops).size;
        });
        expect(lines).toBe(1);
        await expect(page.getByRole('heading', { level: 2, name: english ? 'Keep reading' : 'Leia também' })).toHaveCount(1);
        await cta.scrollIntoViewIfNeeded();
        await expect(cta).toBeInViewport();
        await expectNoHorizontalOverflow(page);
        await expectAxeClean(page);
      });
    });
  }

  test.describe('on a phone', () => {
    test.use({ viewport: VIEWPORTS.phone });

    test('sends an unknown article to /blog, replacing it in history, with a notice', async ({ page }) => {
      await page.goto('/plans');
      await expectScreen(page);
      await page.goto('/blog/este-artigo-nao-existe');
      await expect(page).toHaveURL(onPath('/blog'));
      await expectScreen(page);
      await expect(page.getByRole('status').filter({ hasText: 'Não encontramos esse artigo.' })).toHaveCount(1);
      await expectAxeClean(page);
      await page.goBack();
      await expect(page).toHaveURL(onPath('/plans'));
    });
  });

  test('downloads only the body of the article being read, and none on the list or the landing', async ({ page }) => {
    const downloaded = watchBodyChunks(page);
    await page.goto('/');
    await expectScreen(page);
    await page.goto('/blog');
    await expectScreen(page);
    await expect(page.getByRole('list', { name: 'Todos os artigos' }).getByRole('link')).toHaveCount(10);
    expect(downloaded).toEqual([]);

    await page.goto('/blog/automacoes-whatsapp-produtividade');
    await expect(page.getByRole('heading', { level: 2, name: 'Camada 1: o básico do WhatsApp Business, de graça' })).toBeVisible();
    await expect.poll(() => downloaded).toEqual(['automacoes-whatsapp-produtividade']);

    await page.getByRole('region', { name: 'Leia também' }).getByRole('link', { name: /Como criar um bot de vendas/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Passo 1: reúna o que o bot precisa saber' })).toBeVisible();
    await expect.poll(() => downloaded).toEqual(['automacoes-whatsapp-produtividade', 'como-criar-bot-vendas-ia']);
  });

  test.describe('in English', () => {
    test.use({ locale: 'en-US' });

    test('shows a friendly error with retry when the article chunk fails to download', async ({ page, context }) => {
      // Down until the visitor asks again: the app's start-up preload and the screen's own attempt both fail.
      let offline = true;
      // On the context, not the page: the demo's service worker fetches the app's files too.
      await context.route(/\/assets\/como-escrever-briefing-para-ia-[\w-]+\.js$/, async (route) => {
        if (offline) {
          await route.abort('internetdisconnected');
        } else {
          await route.continue();
        }
      });
      await page.goto('/blog/como-escrever-briefing-para-ia');
      await expectScreen(page);
      const alert = page.getByRole('alert').filter({ hasText: 'We couldn’t load this article’s text.' });
      await expect(alert).toBeVisible();
      await expect(page.locator('main h1')).toHaveText('How to write an AI brief that gets it right the first time');
      await expectAxeClean(page);

      offline = false;
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'The six things every brief needs' })).toBeVisible();
      await expect(alert).toHaveCount(0);
    });
  });
});
