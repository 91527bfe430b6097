import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { prerenderedRoutes } from '../../../src/app/route-table';
import type { StartData } from '../../../src/startup/start-data';
import { SCREEN_MODULES_FILE } from '../../../src/app/screen-modules';
import { SMOKE_OUT_DIR } from '../env';
import { ARTICLES, htmlOf, HYDRATION_TROUBLE } from '../utils/hydrated-pages';
import { layoutShift } from '../utils/layout-shift';
import { returningIn } from '../utils/language-cookie';

/**
 * The prerendered public pages of the production build (build/prerender.ts),
 * read from dist/ and served by deploy/nginx.conf: each page's HTML carries its
 * content and head without JavaScript, and an English visitor never sees the
 * Portuguese markup painted. Every page hydrating without a warning or a layout
 * shift, for visitors in either language: stored-state.spec.ts.
 */

const PRERENDERED = prerenderedRoutes().filter((route) => route.access === 'public');
const PAGES = [...PRERENDERED.map((route) => route.path), ...ARTICLES];
/** The private pages prerendered as their shell (docs/startup.md#early-requests). */
const SHELLS = prerenderedRoutes().filter((route) => route.access === 'private');

/** The page's start data (src/startup/start-data.ts): what the page script loads. */
const startData = (html: string) =>
  JSON.parse(/<script type="application\/json" id="app-start">(.+?)<\/script>/s.exec(html)?.[1] ?? '{}') as StartData;

test.describe('prerendered pages in dist/ (no JavaScript)', () => {
  test('each private page without a parameter has its shell, kept from search engines, that asks for its data as it arrives', () => {
    expect(SHELLS.map((route) => route.path).sort()).toEqual(['/client', '/client-area', '/dashboard']);
    for (const language of ['pt-BR', 'en-US'] as const) {
      for (const { path } of SHELLS) {
        const html = htmlOf(path, language);
        const label = `${path} (${language})`;
        expect(html, `${label}: a private shell`).toMatch(new RegExp(`<html lang="${language}" data-path="${path}" data-early="/me /subscription[^"]*" data-history-worker="/assets/history\\.worker-[\\w-]+\\.js" data-private>`));
        expect(html, `${label}: noindex`).toContain('<meta name="robots" content="noindex');
        expect(html, `${label}: its heading`).toMatch(/<h1[^>]*>[^<]*\S/);
        expect(html, `${label}: what it says while the session is checked`).toContain(language === 'pt-BR' ? 'Carregando autenticação...' : 'Checking your session...');
        // What reads the session's profile is preloaded with the entry when one is stored.
        expect(startData(html).session?.some((file) => /profile-query-/.test(file)), `${label}: the profile query`).toBe(true);
        // Its stylesheet is in the document: the shell paints without a request of its own.
        expect(html, `${label}: no stylesheet to download`).not.toContain('rel="stylesheet"');
        expect(html, `${label}: its stylesheet inline`).toMatch(/<style>[^<]*\.client-shell-rows li\{/);
        // The outline a returning customer's first page is drawn in, before the app runs (src/startup/page.ts).
        expect(html, `${label}: the history's outline`).toMatch(/<div class="client-shell-slot" data-history-copy="(client|dashboard)-history-title" inert="">/);
        // Its downloads start as the document arrives, after its stylesheet: links of the document, not of the page script.
        const start = startData(html);
        const modules = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(([, href]) => href);
        expect(new Set(modules), `${label}: every module preloaded by the document`).toEqual(new Set([start.entry, ...start.startModules, ...(start.session ?? []), ...start.modules]));
        const translations = [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map(([, href]) => href);
        expect(translations, `${label}: its language's translations preloaded`).toEqual(start.translations[language]);
        expect(html.indexOf('<style>'), `${label}: the stylesheet first`).toBeLessThan(html.indexOf('rel="modulepreload"'));
      }
    }
    // A public page's stylesheet is a file of its own, cached from one page to the next.
    expect(htmlOf('/', 'pt-BR')).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">/);
    expect(htmlOf('/', 'pt-BR')).not.toContain('<style>');
  });

  test('every public route and article has its own HTML in each language, with an h1, title, description, canonical, hreflang and JSON-LD', () => {
    expect(PRERENDERED.length).toBeGreaterThan(12);
    expect(ARTICLES.length).toBeGreaterThan(5);
    for (const language of ['pt-BR', 'en-US'] as const) {
      /** Canonical URL → title: aliases share both; distinct pages never share a title. */
      const titles = new Map<string, string>();
      for (const path of PAGES) {
        const label = `${path} (${language})`;
        const html = htmlOf(path, language);
        expect(html, `${label}: rendered for its own path`).toContain(`data-path="${path}"`);
        expect(html, `${label}: lang`).toMatch(new RegExp(`<html[^>]* lang="${language}"`));
        expect(html, `${label}: h1`).toMatch(/<h1[^>]*>[^<]*\S/);
        // Markup in one language; the other language's travels as inert data (a JSON string), for a host that sends
        // this document to its readers: the page script swaps it in before the first paint.
        expect(html, `${label}: no markup of the other language`).not.toContain('<template data-root');
        const other = language === 'pt-BR' ? 'en-US' : 'pt-BR';
        const data = new RegExp(`<script type="text/plain" id="app-markup-${other}">(.+?)</script>`, 's').exec(html)?.[1];
        expect(data?.replace(/<\\(\/|!--)/g, '<$1'), `${label}: ${other} markup as data`).toMatch(/<h1[^>]*>[^<]*\S/);
        const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
        expect(title, `${label}: title`).toBeTruthy();
        expect(html, `${label}: description`).toMatch(/<meta name="description" content="[^"]{30,}"/);
        const canonical = /<link rel="canonical" href="(https:\/\/www\.iagencia\.com\.br\/[^"]*)"/.exec(html)?.[1];
        expect(canonical, `${label}: canonical`).toBeTruthy();
        // The English document names its own address (?lng=en-US), the one its hreflang alternate gives.
        expect(canonical?.endsWith('lng=en-US'), `${label}: canonical in its language`).toBe(language === 'en-US');
        titles.set(`${canonical}`, `${title}`);
        expect(html, `${label}: Open Graph`).toMatch(/<meta property="og:title" content="[^"]+"/);
        expect(html, `${label}: Open Graph locale`).toContain(`<meta property="og:locale" content="${language.replace('-', '_')}"`);
        const jsonLd = /<script type="application\/ld\+json"[^>]*>(.+?)<\/script>/s.exec(html)?.[1];
        expect(jsonLd, `${label}: JSON-LD`).toBeTruthy();
        expect(() => JSON.parse(jsonLd!), `${label}: JSON-LD parses`).not.toThrow();
        // No script tag of the app's own: the page script loads it once the page has painted.
        expect(html, `${label}: no module script in the document`).not.toMatch(/<script type="module"/);
        // No script of the app's downloads with the document: the page script preloads the entry once the page has painted.
        expect([...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map(([tag]) => tag), `${label}: no module preloaded by the document`).toEqual([]);
        // The translations it renders with, per language, are files of this build: loaded with the entry, never after it.
        const start = startData(html);
        expect(start.ns[0], `${label}: common first`).toBe('common');
        for (const each of ['pt-BR', 'en-US']) {
          expect(start.translations[each], `${label}: ${each} translations`).toHaveLength(start.ns.length);
          for (const url of start.translations[each]!) {
            expect(url, `${label}: ${url} in ${each}`).toContain(`/${each}/`);
            expect(existsSync(join(SMOKE_OUT_DIR, url)), `${label}: ${url}`).toBe(true);
          }
        }
        expect(existsSync(join(SMOKE_OUT_DIR, start.entry)), `${label}: entry`).toBe(true);
        // React DOM, which the entry imports as it starts (evaluated in a task of its own), is preloaded with it.
        expect(start.startModules, `${label}: start modules`).toEqual([expect.stringMatching(/^\/assets\/react-dom-[\w-]+\.js$/)]);
        for (const file of start.startModules) expect(existsSync(join(SMOKE_OUT_DIR, file)), `${label}: ${file}`).toBe(true);
      }
      // Every page has its own title, not the shell's.
      expect(new Set(titles.values()).size).toBe(titles.size);
    }
    // The English head is English: a link shared in a chat app previews in the language it was shared in.
    expect(htmlOf('/plans', 'en-US')).toContain('<title>Plans and pricing | IAgência</title>');
    expect(htmlOf('/plans')).toContain('<title>Planos e preços | IAgência</title>');
  });

  test('an article is an Article in JSON-LD, the landing names the organisation, indexable pages list their hreflang alternates', () => {
    expect(htmlOf('/blog/como-criar-bot-vendas-ia')).toContain('"@type":"BlogPosting"');
    expect(htmlOf('/')).toContain('"@type":"Organization"');
    expect(htmlOf('/plans')).toMatch(/<link rel="alternate" hreflang="pt-BR" href="[^"]+"/);
  });

  test('each page preloads the chunks it hydrates with and no other route’s screen', () => {
    const landing = startData(htmlOf('/'));
    expect(landing.modules.length).toBeGreaterThan(0);
    expect(landing.modules.join(' ')).toMatch(/landing/);
    expect(landing.modules.join(' ')).not.toMatch(/client-area|dashboard|service-requester|http-client|query-client|mercadopago|legal|blog/i);
    expect(landing.ns).toEqual(expect.arrayContaining(['common', 'marketing', 'landing-whatsapp']));
    expect(landing.ns).not.toContain('blog');
  });
});

test.describe('prerendered pages in Chromium through nginx', () => {
  test.use({ locale: 'pt-BR' });

  test('with JavaScript off, the landing shows its hero and the lead form’s fields', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('main h1')).toContainText(/WhatsApp/);
    await expect(page.getByRole('textbox', { name: 'Seu nome' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'WhatsApp com DDD' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enviar e abrir o WhatsApp' })).toBeVisible();
    await context.close();
  });

  for (const locale of ['pt-BR', 'en-US'] as const) {
    test(`a hydrated page is the same element tree React took over, in ${locale} (no client re-render)`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ locale });
      await returningIn(context, baseURL!, locale);
      const page = await context.newPage();
      await page.addInitScript(() => {
        // Marks the painted <h1> before any module runs; a re-render would replace the element.
        document.addEventListener('DOMContentLoaded', () => document.querySelector('main h1')?.setAttribute('data-from-html', '1'));
      });
      await page.goto('/discord-bot');
      await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
      await expect(page.locator('main h1[data-from-html="1"]')).toBeVisible();
      await expect(page.locator('main h1')).toContainText(locale === 'pt-BR' ? 'Seu servidor do Discord' : 'Your Discord server');
      await context.close();
    });
  }

  test('a hydrated page keeps its served head, and the app rewrites it on the first move to another page or language', async ({ page }) => {
    await page.route(/\/api\//, (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/blog/como-criar-bot-vendas-ia');
    await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
    await expect(page).toHaveTitle(/^Como criar um bot de vendas com IA/);
    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Planos' }).click();
    await expect(page.locator('main h1')).toHaveText('Escolha como a IA vai trabalhar para o seu negócio');
    await expect(page).toHaveTitle('Planos e preços | IAgência');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/plans$/);
    await page.getByRole('list', { name: 'Idioma' }).getByRole('link', { name: 'English' }).click();
    await expect(page.locator('main h1')).toHaveText('Choose how AI will work for your business');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page).toHaveTitle('Plans and pricing | IAgência');
  });

  test('the old agency address takes the agency page’s address before the first paint, keeps its query and hydrates', async ({ page }) => {
    await page.route(/\/api\//, (route) => route.fulfill({ status: 503, body: '' }));
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => document.querySelector('main h1')?.setAttribute('data-from-html', '1'));
    });
    await page.goto('/agency-old?utm_source=newsletter#faq');
    await expect(page).toHaveURL((url) => url.pathname === '/agency' && url.search === '?utm_source=newsletter' && url.hash === '#faq');
    await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
    // Hydrated, not re-rendered after a redirect: the painted heading is the one React took over.
    await expect(page.locator('main h1[data-from-html="1"]')).toBeVisible();
    await page.goBack();
    // The old address is not in the history: back leaves the site's first page (about:blank here).
    expect(page.url()).not.toContain('/agency-old');
  });

  test('a page that hydrates downloads its scripts and translations once it has painted, the entry first, and only its own', async ({ page }) => {
    await page.route(/\/api\//, (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/plans');
    await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
    const start = startData(htmlOf('/plans'));
    // The page script preloads the entry with the rest once the page has painted; it runs (its <script> is added) after a first look.
    await expect(page.locator(`head link[rel="modulepreload"][href="${start.entry}"]`)).toHaveCount(1);
    expect(htmlOf('/plans')).not.toMatch(/<script[^>]+type="module"/);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      loads: performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
        .filter((entry) => /\.(js|json)$/.test(entry.path)),
    }));
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.loads.length).toBeGreaterThan(2);
    expect(timing.loads.some((load) => load.path === start.entry)).toBe(true);
    for (const file of start.startModules) expect(timing.loads.some((load) => load.path === file), file).toBe(true);
    for (const load of timing.loads) {
      expect(load.start, `${load.path} starts after the first paint`).toBeGreaterThanOrEqual(timing.paint);
    }
    const json = timing.loads.filter((load) => load.path.endsWith('.json') && load.path !== `/${SCREEN_MODULES_FILE}`).map((load) => load.path);
    // Each of the page's pt-BR translation files once (preloaded, then read from the preload), and no English one.
    expect(json.sort()).toEqual([...start.translations['pt-BR']!].sort());
  });

  test('a move to another screen downloads all its chunks together, from the list the build wrote, fetched once the page is live', async ({ page }) => {
    const list = JSON.parse(readFileSync(join(SMOKE_OUT_DIR, SCREEN_MODULES_FILE), 'utf8')) as Record<string, string[]>;
    const login = list.login ?? [];
    // The login screen's own chunk and the ones the landing did not need.
    expect(login.length).toBeGreaterThan(2);
    expect(login[0]).toMatch(/^\/assets\/login-[\w-]+\.js$/);
    const landingOwn = new Set(startData(htmlOf('/')).modules);
    const listFetched = page.waitForResponse((response) => new URL(response.url()).pathname === `/${SCREEN_MODULES_FILE}`);
    await page.route(/\/api\//, (route) => route.fulfill({ status: 503, body: '' }));
    // Held until the list is in, so that its chunks cannot arrive before the preloads are added.
    let releaseLogin = () => {};
    const loginHeld = new Promise<void>((resolve) => (releaseLogin = resolve));
    await page.route(login[0]!, async (route) => {
      await loginHeld;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
    expect((await listFetched).ok()).toBe(true);
    await page.getByRole('banner').getByRole('link', { name: 'Entrar' }).click();
    // While the screen's own chunk is still on its way, every chunk it imports is already requested.
    const pending = login.filter((file) => !landingOwn.has(file));
    await expect
      .poll(() => page.evaluate(() => [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => new URL((link as HTMLLinkElement).href).pathname)))
      .toEqual(expect.arrayContaining(pending));
    releaseLogin();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Entre na sua conta' })).toBeVisible();
  });
});

/**
 * dist/ over plain HTTP, each page's document sent in two parts with a pause between them, as a
 * slow network delivers it (nginx and Playwright's routes send a document at once).
 */
async function serveDocumentInTwoParts(splitAt: (html: string) => number, pauseMs: number): Promise<{ server: Server; origin: string }> {
  const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.html': 'text/html; charset=utf-8' };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path.startsWith('/api/')) return void response.writeHead(503).end();
    const file = join(SMOKE_OUT_DIR, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(SMOKE_OUT_DIR) || !existsSync(file) || !extname(file)) return void response.writeHead(404).end();
    const body = readFileSync(file);
    response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
    if (extname(file) !== '.html') return void response.end(body);
    const html = body.toString('utf8');
    const cut = splitAt(html);
    response.write(html.slice(0, cut));
    setTimeout(() => response.end(html.slice(cut)), pauseMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { server, origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

test.describe('a document that arrives in parts', () => {
  test('is not painted until it has all arrived: no half-drawn hero that then grows (layout shift)', async ({ page }) => {
    const PAUSE_MS = 1_500;
    // The cut falls inside the hero's chat mockup, after its first message.
    const { server, origin } = await serveDocumentInTwoParts((html) => html.indexOf('<li class="landing-bubble', html.indexOf('<li class="landing-bubble') + 1), PAUSE_MS);
    try {
      const requested = Date.now();
      await page.goto(`${origin}/`, { waitUntil: 'commit' });
      await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
      const paint = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        responseStart: performance.getEntriesByType('navigation')[0] ? (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseStart : Number.NaN,
      }));
      expect(Date.now() - requested).toBeGreaterThanOrEqual(PAUSE_MS);
      // Painted only once the second part came, the whole page at once.
      expect(paint.fcp - paint.responseStart).toBeGreaterThanOrEqual(PAUSE_MS);
      const shift = await layoutShift(page);
      expect(shift.total, shift.moved.join('; ')).toBe(0);
    } finally {
      server.close();
    }
  });
});

test.describe('stored values and their schemas', () => {
  const schemasLoads = (page: Page) =>
    page.evaluate((file) => performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === file).length, startData(htmlOf('/')).schemas!.file);

  test('a first visit never downloads the storage schemas, nor a returning one with only a language; one with a cookie choice gets them with the entry', async ({ browser }) => {
    const start = startData(htmlOf('/'));
    // The language is plain text the language rules judge: it needs no schema.
    expect(start.schemas!.keys).not.toContainEqual(['local', 'i18nextLng']);
    expect(start.schemas!.keys).toContainEqual(['local', 'token']);
    expect(start.schemas!.keys).toContainEqual(['local', 'cookieConsent']);

    const context = await browser.newContext({ locale: 'pt-BR' });
    const page = await context.newPage();
    await page.route(/\/api\//, (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
    expect(await schemasLoads(page)).toBe(0);
    // A language chosen since (kept as the app keeps it, in storage and the cookie): read without the schemas.
    await page.evaluate(() => {
      localStorage.setItem('i18nextLng', 'en-US');
      document.cookie = 'i18next=en-US; path=/';
    });
    await page.goto('/plans');
    await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    expect(await schemasLoads(page)).toBe(0);
    // A cookie choice is checked with its schema, preloaded with the entry.
    await page.evaluate(() => localStorage.setItem('cookieConsent', JSON.stringify({ version: 2, decidedAt: '2026-11-20T12:00:00.000Z', analytics: false, marketing: false })));
    await page.goto('/blog');
    await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
    expect(await page.locator(`link[rel="modulepreload"][href="${start.schemas!.file}"]`).count()).toBe(1);
    expect(await schemasLoads(page)).toBe(1);
    await context.close();
  });
});

/** Holds the app's scripts: what is on screen then is what the HTML and the inline script painted. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('what a first visit to /agency downloads', () => {
  test('the order form, the API client and the query library load when the visitor scrolls down to the requester, not before', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.route(/\/api\//, (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/agency');
    await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
    await page.waitForLoadState('networkidle');
    expect(scripts.join(' ')).not.toMatch(/requester-body|http-client|query-client/);

    await page.locator('#solicitar-servico').scrollIntoViewIfNeeded();
    // The catalogue's request fails here (no API): the requester says so, having loaded its code.
    await expect(page.locator('#solicitar-servico').getByRole('alert').first()).toBeVisible();
    expect(scripts.join(' ')).toMatch(/requester-body/);
    expect(scripts.join(' ')).toMatch(/http-client/);
  });

  test('the hero’s order link ("Order now") works before the app is live: the browser jumps to the requester, then the app loads it and focuses it', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
    await returningIn(context, baseURL!, 'en-US');
    const page = await context.newPage();
    const release = await holdScripts(page);
    await page.goto('/agency', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-render', 'hydrate');
    const link = page.locator('.landing-hero').getByRole('link', { name: 'Order now' });
    await expect(link).toHaveAttribute('href', '#solicitar-servico');
    await link.click();
    // A plain in-page link: the browser alone brings the requester's section up.
    await expect(page).toHaveURL((url) => url.pathname === '/agency' && url.hash === '#solicitar-servico');
    await expect(page.locator('#solicitar-servico')).toBeInViewport();
    release();
    await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
    await expect(page.getByRole('heading', { level: 2, name: 'Order AI-made content' })).toBeFocused();
    await expect(page.locator('#solicitar-servico').getByRole('tablist')).toBeVisible();
    await expect(page.locator('#solicitar-servico')).toBeInViewport();
    await context.close();
  });

  test('a payment return loads the requester at once, without scrolling', async ({ page }) => {
    await page.route(/\/api\//, (route) => route.fulfill({ status: 503, body: '' }));
    // A customer's return (a visitor without a session is sent to log in: an order shows to its owner only).
    await page.addInitScript(() => window.localStorage.setItem('token', 'a-stored-token'));
    await page.goto('/agency?payment=processing&payment_id=123456');
    await expect(page.locator('#solicitar-servico .wizard-loading')).toHaveCount(0);
    await expect(page.locator('#solicitar-servico')).toBeInViewport();
  });
});

test.describe('visitors the Portuguese markup is not for', () => {
  test('an English browser’s first visit: the address’s Portuguese document, with the page’s English markup swapped in before the first paint, then hydrated; from the next page on the English document arrives', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.route(/\/api\//, (route) => route.fulfill({ status: 503, body: '' }));
    const release = await holdScripts(page);
    const first = await page.goto('/', { waitUntil: 'domcontentloaded' });
    // One address, one page for everyone (crawlers send no Accept-Language): the Portuguese document.
    expect(await first?.text()).toMatch(/<html lang="pt-BR"/);
    // Before any script of the app's has run, the English markup is in place and painted.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.locator('html')).toHaveAttribute('data-render', 'hydrate');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('main h1')).toContainText('Your WhatsApp selling');
    await expect(page.getByRole('textbox', { name: 'Your name' })).toBeVisible();
    await page.locator('main h1').evaluate((element) => element.setAttribute('data-from-html', '1'));
    release();
    await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
    await expect(page.locator('main h1[data-from-html="1"]')).toBeVisible();
    // The head follows the page's language once it is live.
    await expect(page).toHaveTitle(/WhatsApp/);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US');
    // The language is kept where the host reads it: the next document is English, with no Portuguese markup in it.
    expect((await context.cookies()).find((cookie) => cookie.name === 'i18next')?.value).toBe('en-US');
    const next = await page.goto('/discord-bot');
    expect(await next?.text()).toMatch(/<html lang="en-US"/);
    expect(next?.headers().vary).toMatch(/Cookie/);
    await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
    await expect(page.locator('main h1')).toContainText('Your Discord server');
    await context.close();
  });

  test('?lng=en-US and a stored en-US count the same way', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'pt-BR' });
    const page = await context.newPage();
    const release = await holdScripts(page);
    await page.goto('/plans?lng=en-US', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.locator('main h1')).toHaveText('Choose how AI will work for your business');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

    const again = await context.newPage();
    const releaseAgain = await holdScripts(again);
    await again.goto('/plans', { waitUntil: 'domcontentloaded' });
    await expect(again.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(again.locator('main h1')).toHaveText('Choose how AI will work for your business');
    releaseAgain();
    await expect(again.locator('html')).toHaveAttribute('data-render', 'live');
    await context.close();
  });

  test('a choice kept only in the browser’s storage: the page is translated before the first paint, and the next one arrives in the visitor’s language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'pt-BR' });
    await context.addInitScript(() => {
      if (!localStorage.getItem('i18nextLng')) localStorage.setItem('i18nextLng', 'en-US');
    });
    const page = await context.newPage();
    await page.route(/\/api\//, (route) => route.fulfill({ status: 503, body: '' }));
    const release = await holdScripts(page);
    const first = await page.goto('/plans', { waitUntil: 'domcontentloaded' });
    // The host could not know: the Portuguese document came, and its English markup was swapped in before the paint.
    expect(await first?.text()).toMatch(/<html lang="pt-BR"/);
    await expect(page.locator('html')).toHaveAttribute('data-render', 'hydrate');
    await expect(page.locator('main h1')).toHaveText('Choose how AI will work for your business');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
    await expect(page.locator('main h1')).toHaveText('Choose how AI will work for your business');
    // The app kept the choice where the host reads it: the next page arrives in English and hydrates.
    expect((await context.cookies()).find((cookie) => cookie.name === 'i18next')?.value).toBe('en-US');
    const next = await page.goto('/blog');
    expect(await next?.text()).toMatch(/<html lang="en-US"/);
    await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await context.close();
  });

  test('a page opened with a query of its own is rendered by the browser: its Portuguese markup is never painted for an English visitor', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.route(/\/api\//, (route) => route.fulfill({ status: 503, body: '' }));
    const release = await holdScripts(page);
    await page.goto('/plans?ref=newsletter', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-render', 'client');
    await expect(page.locator('main h1')).toHaveCount(1);
    await expect(page.locator('main h1')).toBeHidden();
    release();
    await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
    await expect(page.locator('main h1')).toHaveText('Choose how AI will work for your business');
    await context.close();
  });

  test('a form sent before the app is live is held, then sent by the app with what was typed', async ({ page }) => {
    const sent: string[] = [];
    await page.route(/\/api\//, async (route) => {
      if (route.request().url().endsWith('/token')) {
        sent.push(route.request().postData() ?? '');
        await route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ detail: 'E-mail ou senha incorretos.' }) });
        return;
      }
      await route.fulfill({ status: 503, body: '' });
    });
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('E-mail').fill('early@example.com');
    await page.getByLabel(/^Senha/).fill('typed-before-js');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    // Held: no native submit (no reload, nothing in the URL), nothing sent yet.
    await expect(page.getByLabel('E-mail')).toHaveValue('early@example.com');
    expect(page.url()).not.toContain('?');
    expect(sent).toEqual([]);
    release();
    await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
    await expect(page.getByRole('alert').filter({ hasText: 'E-mail ou senha incorretos.' })).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(new URLSearchParams(sent[0]).get('username')).toBe('early@example.com');
    expect(new URLSearchParams(sent[0]).get('password')).toBe('typed-before-js');
    await expect(page.getByLabel('E-mail')).toHaveValue('early@example.com');
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.search === '');
  });

  test('what a visitor types before the app is live stays in the fields once it is', async ({ page }) => {
    await page.route(/\/api\//, (route) => route.fulfill({ status: 503, body: '' }));
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('textbox', { name: 'Seu nome' }).fill('Maria Early');
    await page.getByRole('textbox', { name: 'WhatsApp com DDD' }).fill('11987654321');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
    await expect(page.getByRole('textbox', { name: 'Seu nome' })).toHaveValue('Maria Early');
    await expect(page.getByRole('textbox', { name: 'WhatsApp com DDD' })).toHaveValue(/11\D*98765\D*4321/);
    // In the app's state too, not only on screen: the form keeps it across a reload.
    await page.waitForTimeout(300);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
    await expect(page.getByRole('textbox', { name: 'Seu nome' })).toHaveValue('Maria Early');
  });

  test('a client-only route served the fallback document never flashes the landing and renders itself', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => {
      if (HYDRATION_TROUBLE.test(message.text())) messages.push(message.text());
    });
    await page.route(/\/api\//, (route) => route.fulfill({ status: 401, body: '' }));
    const release = await holdScripts(page);
    await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('main h1')).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('data-render', 'client');
    await expect(page.getByText(/Bot de Vendas|WhatsApp/).first()).toBeHidden();
    release();
    // Not logged in: the protected screen sends the visitor to the login screen, rendered by the browser.
    await expect(page).toHaveURL(/\/login/);
    await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
    await expect(page.locator('main h1')).toBeVisible();
    expect(messages).toEqual([]);
  });
});
