import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations } from './utils/axe';
import { launchBrowser, VIEWPORTS, waitForScreen } from './utils/browser';
import { ROUTE_URLS } from './utils/route-checks';

/**
 * The API is down: the demo backend is kept from starting (service workers
 * blocked) and every API call answers 500. A visitor with a stored session
 * must still get every screen, with its error text, and no crash.
 * (500 rather than 503: idempotent GETs retry on 503, which only slows the test down.)
 */
async function openWithApiDown(browser: Browser, language: 'pt-BR' | 'en-US', viewport: keyof typeof VIEWPORTS) {
  const baseURL = inject('baseURL');
  const origin = new URL(baseURL).origin;
  const context: BrowserContext = await browser.newContext({ baseURL, locale: language, viewport: VIEWPORTS[viewport], serviceWorkers: 'block' });
  await context.route(
    () => true,
    async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      if (url.origin !== origin) return route.abort('blockedbyclient');
      const isAppFile = request.resourceType() === 'document' || /\.(js|css|svg|png|json|txt|xml)$/.test(url.pathname);
      if (isAppFile) return route.continue();
      return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ detail: 'Service Unavailable' }) });
    },
  );
  await context.addInitScript(() => {
    if (window.sessionStorage.getItem('__e2e_seeded')) return;
    window.sessionStorage.setItem('__e2e_seeded', '1');
    window.localStorage.setItem('token', 'a-token-the-api-cannot-check');
  });
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

describe('with the API down', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('every route still renders its screen and keeps the session', { timeout: 180_000 }, async () => {
    const { page, errors, close } = await openWithApiDown(browser, 'pt-BR', 'desktop');
    for (const url of ROUTE_URLS) {
      await page.goto(url);
      await waitForScreen(page);
      // The profile check failed for a reason other than an expired session: the session stays, with a retry.
      await page.getByText('Não conseguimos confirmar sua sessão agora.', { exact: false }).waitFor();
    }
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBe('a-token-the-api-cannot-check');
    expect(errors, errors.join('\n')).toEqual([]);
    await close();
  });

  it('shows each data screen’s error text in English on a phone, accessibly', { timeout: 90_000 }, async () => {
    const { page, errors, close } = await openWithApiDown(browser, 'en-US', 'phone');
    const expectations: [string, RegExp][] = [
      ['/agency', /Error fetching services from backend\./i],
      ['/client-area', /Error loading your account data\. Please sign in again\./i],
      ['/payments/pendente?payment_id=123', /Service Unavailable/],
    ];
    for (const [url, text] of expectations) {
      await page.goto(url);
      await waitForScreen(page);
      await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, url).toBeLessThanOrEqual(0);
      const violations = await axeViolations(page);
      expect(violations, `${url}\n${violations.join('\n')}`).toEqual([]);
    }
    expect(errors, errors.join('\n')).toEqual([]);
    await close();
  });
});
