import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { budget } from '../machine';

export { expect };

/** The demo generates a result in a few seconds after the payment; a generous ceiling, stretched on a slow machine. */
export const GENERATION_TIMEOUT = budget(30_000);

export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

export const DEMO_ACCOUNTS = {
  /** No plan: pays per service. */
  demo: 'demo@iagencia.com.br',
  /** Active pro plan: runs services without paying. */
  pro: 'pro@iagencia.com.br',
} as const;
type DemoAccount = keyof typeof DEMO_ACCOUNTS;
export const DEMO_PASSWORD = 'demo1234';

/** Console noise that is not an app error: requests we block on purpose. */
const IGNORED_CONSOLE = [/Failed to load resource/i, /net::ERR_/i, /\[MSW\]/];

/** A browser context on the app with what the tests watch. */
interface AppPage {
  page: Page;
  context: BrowserContext;
  /** Every request that tried to leave the app's origin (wa.me, Mercado Pago, Google, Discord...). */
  external: string[];
}

interface AppPageOptions {
  locale?: string;
  viewport?: { width: number; height: number };
  /** localStorage entries set once, before the app first starts. */
  localStorage?: Record<string, string>;
  /** Stub pages for documents on other sites (see stubExternalPages). */
  externalPages?: boolean;
}

/**
 * Requests to other origins never reach the network: the browser resolves no host but this machine's
 * (`--host-resolver-rules` in playwright.config.ts), so each fails at once, as a blocked request would.
 * Each one is recorded from the browser's request events: intercepting every request instead (a route)
 * would pause each of the app's own requests on the test runner, about a tenth of a page load's CPU.
 */
function recordExternal(context: BrowserContext, baseURL: string, external: string[]) {
  const origin = new URL(baseURL).origin;
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && url.origin !== origin) external.push(request.url());
  });
}

/**
 * For a test that follows the visitor to another site (the WhatsApp chat): documents there get a stub page,
 * so the URL can be asserted and Back returns to the app; everything else from there is aborted.
 * Routes a test adds later take precedence.
 */
async function stubExternalPages(context: BrowserContext, baseURL: string) {
  const origin = new URL(baseURL).origin;
  await context.route(
    (url) => url.origin !== origin,
    async (route) => {
      if (route.request().resourceType() === 'document') {
        await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>external</title><p>external</p>' });
      } else {
        await route.abort('blockedbyclient');
      }
    },
  );
}

function collectErrors(context: BrowserContext, errors: string[]) {
  context.on('weberror', (error) => errors.push(`pageerror: ${error.error().message}`));
  context.on('console', (message) => {
    if (message.type() === 'error' && !IGNORED_CONSOLE.some((pattern) => pattern.test(message.text()))) {
      errors.push(`console: ${message.text()}`);
    }
  });
}

/** Sets localStorage entries before the app's first start (not again after a reload: the app may have changed them). */
async function seedLocalStorage(context: BrowserContext, baseURL: string, entries: Record<string, string>) {
  await context.addInitScript(
    ({ origin, seed }) => {
      // Init scripts also run in about:blank and stub pages, whose storage is off limits.
      if (window.location.origin !== origin || window.sessionStorage.getItem('__e2e_seeded')) return;
      window.sessionStorage.setItem('__e2e_seeded', '1');
      Object.entries(seed).forEach(([key, value]) => window.localStorage.setItem(key, value));
    },
    { origin: new URL(baseURL).origin, seed: entries },
  );
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Logs in through the demo backend's /token in a throwaway context and keeps
 * the resulting storage: the token (as the login screen keeps it) and the demo
 * backend's state. Same locale as the test, since the language detector caches it.
 */
async function demoSession(browser: Browser, baseURL: string, locale: string, email: string): Promise<StorageState> {
  const context = await browser.newContext({ baseURL, locale });
  try {
    const page = await context.newPage();
    // Not a prerendered page: its h1 shows only once the app, and so the demo backend, has started
    // (a prerendered page's h1 is in the HTML, and /token asked before the worker runs would reach the server).
    await page.goto('/automation');
    await expectScreen(page);
    const status = await page.evaluate(
      async ({ email, password }) => {
        const response = await fetch('/token', { method: 'POST', body: new URLSearchParams({ username: email, password }) });
        if (!response.ok) return response.status;
        const { access_token } = (await response.json()) as { access_token: string };
        window.localStorage.setItem('token', access_token);
        return response.status;
      },
      { email, password: DEMO_PASSWORD },
    );
    expect(status, `demo login as ${email}`).toBe(200);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

interface Fixtures {
  /** Start the test logged in as this demo account (storage taken from a login once per worker). */
  account: DemoAccount | undefined;
  /** localStorage entries set once, before the app first starts. */
  seededStorage: Record<string, string> | undefined;
  /** Console or page errors the test expects (the test asserts they happened). */
  allowedErrors: RegExp[];
  /** The test follows the visitor to another site: its documents get a stub page (see stubExternalPages). */
  externalPages: boolean;
  /** Every request of the test's context that tried to leave the app's origin. */
  external: string[];
  /** Uncaught exceptions and console errors of every page the test opened; must end empty (see allowedErrors). */
  errors: string[];
  /** A further context (another visitor, another language), intercepted and watched like the main one. */
  openPage: (options?: AppPageOptions) => Promise<AppPage>;
  noUnexpectedErrors: void;
}

interface WorkerFixtures {
  demoSessions: Map<string, Promise<StorageState>>;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  account: [undefined, { option: true }],
  seededStorage: [undefined, { option: true }],
  allowedErrors: [[], { option: true }],
  externalPages: [false, { option: true }],
  demoSessions: [
    async ({}, use) => {
      await use(new Map());
    },
    { scope: 'worker' },
  ],
  storageState: async ({ storageState, account, locale, browser, baseURL, demoSessions }, use) => {
    if (!account) return use(storageState);
    const key = `${account} ${locale}`;
    let session = demoSessions.get(key);
    if (!session) {
      session = demoSession(browser, baseURL!, locale ?? 'pt-BR', DEMO_ACCOUNTS[account]);
      demoSessions.set(key, session);
    }
    await use(await session);
  },
  external: async ({}, use) => {
    await use([]);
  },
  errors: async ({}, use) => {
    await use([]);
  },
  context: async ({ context, baseURL, external, errors, seededStorage, externalPages }, use) => {
    recordExternal(context, baseURL!, external);
    if (externalPages) await stubExternalPages(context, baseURL!);
    collectErrors(context, errors);
    if (seededStorage) await seedLocalStorage(context, baseURL!, seededStorage);
    await use(context);
  },
  openPage: async ({ browser, baseURL, locale, viewport, errors }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({
        baseURL,
        locale: options.locale ?? locale,
        viewport: options.viewport ?? viewport,
        serviceWorkers: 'allow',
      });
      contexts.push(context);
      const external: string[] = [];
      recordExternal(context, baseURL!, external);
      if (options.externalPages) await stubExternalPages(context, baseURL!);
      // Checked at the end of the test with the main context's.
      collectErrors(context, errors);
      if (options.localStorage) await seedLocalStorage(context, baseURL!, options.localStorage);
      return { context, page: await context.newPage(), external };
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  noUnexpectedErrors: [
    async ({ errors, allowedErrors }, use) => {
      await use();
      const unexpected = errors.filter((error) => !allowedErrors.some((pattern) => pattern.test(error)));
      expect(unexpected, `page errors:\n${unexpected.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * A walk (every route, every prerendered page) checks one page per test, so that each page has
 * its own time budget and a failure names it. Its tests share one browser tab per worker, moving
 * it from page to page as a visitor does: a context per page would download and compile every
 * script again (about 70% more CPU for a walk). Open it in `test.beforeAll` and close it in
 * `afterAll`; each test starts with `walk.errors` emptied and ends with `expectNoPageErrors`.
 */
export interface Walk {
  context: BrowserContext;
  page: Page;
  /** Page errors and console errors since the test began. */
  errors: string[];
}

export async function openWalk(
  browser: Browser,
  baseURL: string,
  options: { locale: string; account?: DemoAccount; viewport?: { width: number; height: number } },
): Promise<Walk> {
  const storageState = options.account ? await demoSession(browser, baseURL, options.locale, DEMO_ACCOUNTS[options.account]) : undefined;
  const context = await browser.newContext({ baseURL, locale: options.locale, viewport: options.viewport ?? VIEWPORTS.desktop, serviceWorkers: 'allow', storageState });
  const errors: string[] = [];
  collectErrors(context, errors);
  return { context, page: await context.newPage(), errors };
}

export function expectNoPageErrors(walk: Walk, label: string): void {
  const errors = walk.errors.splice(0);
  expect(errors, `${label}: page errors\n${errors.join('\n')}`).toEqual([]);
}

/** The app has rendered a screen (its h1) after a navigation. */
export async function expectScreen(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  // A prerendered page shows its heading before the app runs: wait until it is live (hydrated or rendered,
  // demo backend started) so that clicks and requests reach the app (src/main.tsx sets the flag).
  await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
}

/**
 * Scrolls /agency down to the service requester, as a visitor does: its order
 * form loads when it comes near the viewport (or when the visitor arrives for it).
 */
export async function reachRequester(page: Page): Promise<void> {
  await page.locator('#solicitar-servico').scrollIntoViewIfNeeded();
  await expect(page.locator('#solicitar-servico .wizard-loading')).toHaveCount(0);
}

/** A URL predicate for toHaveURL: the path, and optionally some query values. */
export function onPath(pathname: string, query: Record<string, string | null> = {}) {
  return (url: URL) =>
    url.pathname === pathname && Object.entries(query).every(([name, value]) => url.searchParams.get(name) === value);
}

/** Nothing wider than the viewport (the visitor never scrolls sideways). */
export async function expectNoHorizontalOverflow(page: Page, label = page.url()): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: `${label} overflows horizontally` })
    .toBeLessThanOrEqual(0);
}
