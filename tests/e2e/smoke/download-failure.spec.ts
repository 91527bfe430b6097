import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from '../utils/axe';
import { afterRetries, entryChunk, expectNoFurtherRequests, expectRequestsAtMost, failDownloads, lazyScripts, screenChunk } from '../utils/downloads';
import { SMOKE_OUT_DIR } from '../env';

/**
 * The production build behind nginx, on a connection that drops the app's scripts (or after a deploy that removed
 * them): each is asked for again at most three times, with growing pauses, then the page says so in the visitor's
 * language with a way to try again; never a loop, never the home page's markup for another address, no uncaught
 * error (docs/routing-and-loading.md#when-a-download-fails). The demo build's side: ../download-failure.spec.ts.
 */

const COPY = {
  'pt-BR': { title: 'Não foi possível carregar esta página', partial: 'Esta página não terminou de carregar', retry: 'Tentar novamente', home: 'Ir para o início' },
  'en-US': { title: "We couldn't load this page", partial: "This page didn't finish loading", retry: 'Try again', home: 'Go to the home page' },
} as const;

const PHONE = { width: 390, height: 844 };
/** The home page's hero: the app shell (index.html) carries its markup. */
const HOME_HEADING = /Seu WhatsApp vendendo|Your WhatsApp selling/;
/** The first attempt and three retries. */
const MOST_REQUESTS = 4;
/** A private page's shell links its downloads in the document (build/prerender.ts): one request more, the browser's. */
const MOST_REQUESTS_OF_A_SHELL = MOST_REQUESTS + 1;

/** Uncaught errors and console errors of the page (the blocked requests' own console lines aside). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource|net::ERR_/.test(message.text())) errors.push(`console: ${message.text()}`);
  });
  return errors;
}

test.describe('a screen whose script does not download', () => {
  test('/client-area: asked for four times at most, then the message, and nothing more', async ({ page }) => {
    const errors = watchErrors(page);
    const downloads = await failDownloads(page, screenChunk(SMOKE_OUT_DIR, 'client-area'));
    await page.goto('/client-area');
    const copy = COPY['pt-BR'];
    await afterRetries(page, page.getByRole('heading', { level: 1, name: copy.title }));
    await expect(page.getByRole('alert').getByRole('button', { name: copy.retry })).toBeVisible();
    await expect(page.getByRole('link', { name: copy.home })).toHaveAttribute('href', '/');
    await expect(page.getByRole('heading', { name: HOME_HEADING })).toHaveCount(0);
    expectRequestsAtMost(downloads, MOST_REQUESTS_OF_A_SHELL);
    await expectAxeClean(page, '/client-area, its script blocked');
    expect(errors).toEqual([]);
    await expectNoFurtherRequests(page, downloads);
  });

  test('removed by a deploy (404): "Tentar novamente" opens the page once the file is there', async ({ page }) => {
    const errors = watchErrors(page);
    const chunk = screenChunk(SMOKE_OUT_DIR, 'client-area');
    let missing = 0;
    const gone = (url: URL) => url.pathname === chunk;
    await page.route(gone, (route) => {
      missing += 1;
      return route.fulfill({ status: 404, contentType: 'text/html', body: '<h1>404 Not Found</h1>' });
    });
    await page.clock.install();
    await page.goto('/client-area');
    await afterRetries(page, page.getByRole('heading', { level: 1, name: COPY['pt-BR'].title }));
    expect(missing).toBeGreaterThan(0);
    expect(missing).toBeLessThanOrEqual(MOST_REQUESTS_OF_A_SHELL);
    await page.unroute(gone);
    await page.getByRole('button', { name: COPY['pt-BR'].retry }).click();
    // The client area asks a visitor without a session to log in.
    await expect(page.getByRole('heading', { level: 1, name: 'Entre na sua conta' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(errors).toEqual([]);
  });

  test.describe('in English on a phone', () => {
    test.use({ locale: 'en-US', viewport: PHONE });

    test('/automation: the message in English, laid out for the phone', async ({ page }) => {
      const errors = watchErrors(page);
      const downloads = await failDownloads(page, screenChunk(SMOKE_OUT_DIR, 'automation'));
      await page.goto('/automation');
      const copy = COPY['en-US'];
      await afterRetries(page, page.getByRole('heading', { level: 1, name: copy.title }));
      await expect(page.getByRole('button', { name: copy.retry })).toBeInViewport();
      await expect(page.getByRole('link', { name: copy.home })).toBeInViewport();
      expectRequestsAtMost(downloads, MOST_REQUESTS);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await expectAxeClean(page, '/automation in English, its script blocked');
      expect(errors).toEqual([]);
    });
  });
});

test.describe('every lazily loaded script blocked', () => {
  test('/client-area says so instead of showing the home page’s markup, without an uncaught error', async ({ page }) => {
    const errors = watchErrors(page);
    const downloads = await failDownloads(page, lazyScripts(SMOKE_OUT_DIR));
    await page.goto('/client-area');
    await afterRetries(page, page.getByRole('heading', { level: 1, name: COPY['pt-BR'].title }));
    await expect(page.getByRole('heading', { name: HOME_HEADING })).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-render', 'failed');
    // React DOM's preload hint, then the first attempt and three retries.
    expectRequestsAtMost(downloads, MOST_REQUESTS + 1);
    expect(errors).toEqual([]);
    await expectNoFurtherRequests(page, downloads);
  });

  test('the entry too, in English: the page script says so', async ({ page }) => {
    const errors = watchErrors(page);
    const entry = entryChunk(SMOKE_OUT_DIR);
    const downloads = await failDownloads(page, (path) => path === entry || lazyScripts(SMOKE_OUT_DIR)(path));
    await page.goto('/client-area?lng=en-US');
    await afterRetries(page, page.getByRole('heading', { level: 1, name: COPY['en-US'].title }));
    await expect(page.getByRole('heading', { name: HOME_HEADING })).toHaveCount(0);
    // The entry's preload hint, then the first attempt and three retries.
    expect(downloads.requests()[entry]).toBeLessThanOrEqual(MOST_REQUESTS + 1);
    expectRequestsAtMost(downloads, MOST_REQUESTS + 1);
    expect(errors).toEqual([]);
    await expectNoFurtherRequests(page, downloads);
  });

  test.describe('a prerendered page, on a phone', () => {
    test.use({ viewport: PHONE });

    test('stays readable under a banner; "Tentar novamente" brings it to life once the scripts are served', async ({ page }) => {
      const errors = watchErrors(page);
      const downloads = await failDownloads(page, lazyScripts(SMOKE_OUT_DIR));
      await page.goto('/plans');
      const banner = page.getByRole('region', { name: COPY['pt-BR'].partial });
      await afterRetries(page, banner);
      await expect(banner.getByRole('button', { name: COPY['pt-BR'].retry })).toBeInViewport();
      await expect(page.getByRole('heading', { level: 1, name: 'Escolha como a IA vai trabalhar para o seu negócio' })).toBeVisible();
      expectRequestsAtMost(downloads, MOST_REQUESTS + 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await expectAxeClean(page, '/plans, its scripts blocked');
      await downloads.serveAgain();
      await banner.getByRole('button', { name: COPY['pt-BR'].retry }).click();
      await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
      await expect(page.getByRole('region', { name: COPY['pt-BR'].partial })).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test('in English, its entry blocked too: the banner in English', async ({ page }) => {
      const errors = watchErrors(page);
      const entry = entryChunk(SMOKE_OUT_DIR);
      const downloads = await failDownloads(page, (path) => path === entry || lazyScripts(SMOKE_OUT_DIR)(path));
      await page.goto('/plans?lng=en-US');
      await afterRetries(page, page.getByRole('region', { name: COPY['en-US'].partial }));
      await expect(page.getByRole('heading', { level: 1, name: 'Choose how AI will work for your business' })).toBeVisible();
      expectRequestsAtMost(downloads, MOST_REQUESTS + 1);
      expect(errors).toEqual([]);
    });
  });
});
