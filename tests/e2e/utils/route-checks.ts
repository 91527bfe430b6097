import type { Page } from '@playwright/test';
import { prerenderedRoutes, routeTable } from '../../../src/app/route-table';
import { E2E_ENV } from '../env';
import { expectAxeClean } from './axe';
import { expect, expectScreen, onPath } from './fixtures';
import { findPortuguese } from './portuguese';

/** Concrete URLs for every declared route (a sample article for /blog/:slug, queries where a screen reads one). */
function sampleUrl(path: string): string {
  if (path === '/blog/:slug') return '/blog/automatizar-servicos-com-ia';
  if (path === '/demo/checkout') return '/demo/checkout?preference_id=unknown';
  if (path === '/bot-creation') return '/bot-creation?bot=discord_bot';
  // The demo account's first paid order (src/mocks/fixtures/accounts.ts).
  if (path === '/client/receipt/:paymentId') return '/client/receipt/5001';
  return path;
}

const ROUTE_URLS = routeTable.map((route) => sampleUrl(route.path));

/** The URL of each route that is the first to show what `key` names. */
const firstUrls = (key: (route: (typeof routeTable)[number]) => string) =>
  routeTable.filter((route, index) => routeTable.findIndex((other) => key(other) === key(route)) === index).map((route) => sampleUrl(route.path));

/**
 * The first URL of each page: aliases (/landing, /privacidade, /payments/sucesso…) render their page's screen with its
 * title and texts. Walks that check what a page says (in English, with the API down) visit each page once; the
 * Portuguese walk visits every URL. (/whatsapp-bot is the home's screen under a title of its own: a page of its own.)
 */
export const SCREEN_URLS = firstUrls((route) => `${route.screen} ${route.seoKey}`);

/**
 * Documents the build prerenders (articles too): smoke/stored-state.spec.ts opens each through nginx, hydrated, with
 * its language, title and main navigation (the Portuguese visitor every one of them, the English one each screen's).
 */
const PRERENDERED = new Set(prerenderedRoutes().map((route) => route.path));
const isPrerendered = (url: string) => PRERENDERED.has(url) || /^\/blog\/[^/?]+$/.test(url);

/**
 * The Portuguese walk (logged in, axe and the footer's company on each screen): every URL but the prerendered aliases,
 * which show their screen's markup and are opened by the stored-state walk.
 */
export const PORTUGUESE_WALK = ROUTE_URLS.filter((url) => SCREEN_URLS.includes(url) || !isPrerendered(url));

/** The English walk: the screens drawn from the app shell; the stored-state walk opens the prerendered ones in English. */
export const ENGLISH_WALK = SCREEN_URLS.filter((url) => !isPrerendered(url));

/** Axe runs on each screen once: contrast and structure do not change with the title. */
const AXE_URLS = new Set(firstUrls((route) => route.screen));

/** Where a logged-in visitor ends up: /login runs 'After login' (nothing pending: /agency). */
const LOGGED_IN_REDIRECTS: Record<string, string> = { '/login': '/agency', '/agency-old': '/agency' };

const PRIVATE = new Set(routeTable.filter((route) => route.access === 'private').map((route) => sampleUrl(route.path)));

/** Public pages of the real site (not the demo's own checkout): their footer names the company behind it. */
const PUBLIC = new Set(routeTable.filter((route) => route.access === 'public' && !route.demoOnly).map((route) => sampleUrl(route.path)));

export interface RouteChecks {
  /** Axe on each screen's first URL (contrast and structure do not change with the language: one walk is enough). */
  axe: boolean;
  /** The footer's company identity (legal name, CNPJ, address, e-mail) on every public page. */
  company: boolean;
}

/**
 * The route, opened afresh, renders its screen in the page's language with the
 * main navigation and a tab title in that language, for a logged-in visitor (private screens stay on their URL);
 * with `checks`, the screen has no WCAG 2.1 A/AA violation and a public page's footer names the company.
 * Uncaught errors fail the test through the fixtures.
 */
export async function expectRouteRenders(page: Page, url: string, language: 'pt-BR' | 'en-US', navLabel: string, checks: RouteChecks) {
  await page.goto(url);
  const landsOn = LOGGED_IN_REDIRECTS[url];
  if (landsOn) await expect(page).toHaveURL(onPath(landsOn));
  await expectScreen(page);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('navigation', { name: navLabel })).toHaveCount(1);
  // The tab title is the page's, in its language (no Portuguese the app wrote on an English page).
  await expect(page).toHaveTitle(/\S/);
  if (language === 'en-US') await expect.poll(async () => findPortuguese('title', await page.title()), { message: `tab title of ${url}` }).toEqual([]);
  if (PRIVATE.has(url)) await expect(page).toHaveURL(onPath(url));
  if (checks.company && PUBLIC.has(url)) {
    const identity = page.getByRole('contentinfo').locator('address');
    await expect(identity, url).toContainText(E2E_ENV.VITE_COMPANY_LEGAL_NAME);
    await expect(identity, url).toContainText(`CNPJ ${E2E_ENV.VITE_COMPANY_CNPJ}`);
    await expect(identity, url).toContainText(E2E_ENV.VITE_COMPANY_ADDRESS);
    await expect(identity.getByRole('link', { name: E2E_ENV.VITE_COMPANY_EMAIL }), url).toHaveAttribute('href', `mailto:${E2E_ENV.VITE_COMPANY_EMAIL}`);
  }
  if (checks.axe && AXE_URLS.has(url)) await expectAxeClean(page, url);
}
