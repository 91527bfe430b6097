import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { routeTable } from '../../../src/app/route-table';
import { axeViolations } from './axe';
import { launchBrowser, loginWithDemoAccount, openPage, waitForScreen, type OpenedPage } from './browser';

/** Concrete URLs for every declared route (a sample article for /blog/:slug, queries where a screen reads one). */
export const ROUTE_URLS = routeTable.map((route) => {
  if (route.path === '/blog/:slug') return '/blog/automatizar-servicos-com-ia';
  if (route.path === '/demo/checkout') return '/demo/checkout?preference_id=unknown';
  if (route.path === '/bot-creation') return '/bot-creation?bot=discord_bot';
  return route.path;
});

/** Where a logged-in visitor ends up: /login runs 'After login' (nothing pending: /agency). */
const LOGGED_IN_REDIRECTS: Record<string, string> = { '/login': '/agency', '/agency-old': '/agency' };

const PRIVATE = new Set(routeTable.filter((route) => route.access === 'private').map((route) => route.path));

/**
 * Every route renders its screen with no uncaught error and no WCAG 2.1 A/AA
 * violation, in one language; private screens after a demo login.
 */
export function describeEveryRoute(language: 'pt-BR' | 'en-US', expectedNavLabel: string) {
  describe(`every route in ${language}`, () => {
    let browser: Browser;
    let opened: OpenedPage;

    beforeAll(async () => {
      browser = await launchBrowser();
      opened = await openPage(browser, { baseURL: inject('baseURL'), language });
      await loginWithDemoAccount(opened.page);
    });
    afterAll(async () => {
      await opened?.close();
      await browser?.close();
    });

    it.each(ROUTE_URLS)('%s renders and passes axe', async (url) => {
      const { page, errors } = opened;
      errors.length = 0;
      await page.goto(url);
      const landsOn = LOGGED_IN_REDIRECTS[url];
      if (landsOn) await page.waitForURL((current) => current.pathname === landsOn);
      await waitForScreen(page);
      expect(await page.getAttribute('html', 'lang')).toBe(language);
      expect(await page.getByRole('navigation', { name: expectedNavLabel }).count()).toBe(1);
      if (PRIVATE.has(url)) expect(new URL(page.url()).pathname).toBe(url);
      const violations = await axeViolations(page);
      expect(violations, violations.join('\n')).toEqual([]);
      expect(errors, errors.join('\n')).toEqual([]);
    });
  });
}
