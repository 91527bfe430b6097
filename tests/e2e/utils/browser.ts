import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const launchBrowser = (): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });

export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Every request that tried to leave the app's origin (wa.me, Mercado Pago, Google, Discord...). */
  external: string[];
  /** Uncaught exceptions and console errors, for the "no page error" checks. */
  errors: string[];
  close: () => Promise<void>;
}

export interface OpenOptions {
  baseURL: string;
  language?: string;
  viewport?: keyof typeof VIEWPORTS;
  /** localStorage entries set before the app starts. */
  localStorage?: Record<string, string>;
}

/** Console noise that is not an app error: requests we block on purpose. */
const IGNORED_CONSOLE = [/Failed to load resource/i, /net::ERR_/i, /\[MSW\]/];

/**
 * A fresh browser context for one journey. Requests to other origins never
 * reach the network: documents get a stub page (so the URL can be asserted),
 * everything else is aborted. Tests may add their own page.route first.
 */
export async function openPage(browser: Browser, options: OpenOptions): Promise<OpenedPage> {
  const context = await browser.newContext({
    baseURL: options.baseURL,
    locale: options.language ?? 'pt-BR',
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
    serviceWorkers: 'allow',
  });
  const origin = new URL(options.baseURL).origin;
  const external: string[] = [];
  await context.route(
    (url) => url.origin !== origin,
    async (route) => {
      const request = route.request();
      external.push(request.url());
      if (request.resourceType() === 'document') {
        await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>external</title><p>external</p>' });
      } else {
        await route.abort('blockedbyclient');
      }
    },
  );
  if (options.localStorage) {
    await context.addInitScript((entries) => {
      if (window.sessionStorage.getItem('__e2e_seeded')) return;
      window.sessionStorage.setItem('__e2e_seeded', '1');
      Object.entries(entries).forEach(([key, value]) => window.localStorage.setItem(key, value));
    }, options.localStorage);
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !IGNORED_CONSOLE.some((pattern) => pattern.test(message.text()))) {
      errors.push(`console: ${message.text()}`);
    }
  });
  return { page, context, external, errors, close: () => context.close() };
}

/** Waits until the app has rendered a screen (its h1) after navigation. */
export async function waitForScreen(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 20_000 });
}

/** Logs in through the demo backend's /token and keeps the token, like the login screen does. */
export async function loginWithDemoAccount(page: Page, email = 'demo@iagencia.com.br', password = 'demo1234'): Promise<void> {
  if (page.url() === 'about:blank') {
    await page.goto('/');
    await waitForScreen(page);
  }
  await page.evaluate(
    async ({ email, password }) => {
      const response = await fetch('/token', { method: 'POST', body: new URLSearchParams({ username: email, password }) });
      const { access_token } = (await response.json()) as { access_token: string };
      window.localStorage.setItem('token', access_token);
    },
    { email, password },
  );
}
