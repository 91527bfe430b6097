import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { prerenderedRoutes } from '../../../src/app/route-table';
import { DEMO_ACCOUNTS } from '../../../src/config/demo-accounts';
import { HYDRATED_PAGES, HYDRATED_SCREENS, HYDRATION_TROUBLE } from '../utils/hydrated-pages';
import { layoutShift } from '../utils/layout-shift';
import { findPortuguese } from '../utils/portuguese';

/**
 * Every prerendered page (utils/hydrated-pages.ts), in the production build behind nginx, opened by a returning
 * visitor in each language who carries stored state (a session, a plan picked before logging in, a cookie choice
 * either way, a language, a campaign, a wizard or lead form in progress, the journey's flags): the markup hydrates
 * without a warning, a console error or a page error, and what depends on the stored state appears without moving
 * what was painted, and the strict CSP refuses nothing.
 * The Portuguese visitor finds the API down and opens every document; the English one is logged
 * in on the mock API and opens one document per screen.
 */

const campaign = { utm_source: 'instagram', utm_medium: 'social', utm_campaign: 'black-friday', utm_term: null, utm_content: 'stories' };
const wizard = {
  step: 'data',
  service: { name: 'Copy de Landing Page', context: '', price: 50, category: 'texto' },
  briefing: { objective: 'Vender mais' },
};
const decided = (analytics: boolean) => ({ version: 2, decidedAt: '2026-11-20T12:00:00.000Z', analytics, marketing: analytics });

/** The private pages prerendered as their shell (docs/startup.md#early-requests). */
const PRIVATE_SHELLS = new Set(prerenderedRoutes().filter((route) => route.access === 'private').map((route) => route.path));

/** The main navigation's name in each language. */
const NAV_LABEL = { 'pt-BR': 'Navegação principal', 'en-US': 'Main navigation' } as const;

interface Profile {
  name: string;
  /** The language the visitor chose (stored, and in the cookie the app keeps). */
  language: keyof typeof NAV_LABEL;
  /** A real session from the mock API. */
  token: boolean;
  /** Every API call answers 503 (the pages must hydrate and say nothing they cannot know). */
  apiDown?: boolean;
  /** Cookies the app kept (the language, beside localStorage). */
  cookies?: Record<string, string>;
  local: Record<string, unknown>;
  session: Record<string, unknown>;
  /** The pages walked: every document, or one per screen. */
  pages: readonly string[];
}

const PROFILES: Profile[] = [
  {
    name: 'an anonymous buyer who picked a plan, refused cookies and left a wizard and a lead form half done, with the API down',
    language: 'pt-BR',
    token: false,
    apiDown: true,
    cookies: { i18next: 'pt-BR' },
    local: { pendingPlan: 'pro', signupChoice: { kind: 'plan', plan: 'pro' }, cookieConsent: decided(false), i18nextLng: 'pt-BR' },
    session: {
      continueToPayment: '1',
      continueToAutomation: '1',
      utmParams: campaign,
      serviceWizardState: wizard,
      leadForms: { whatsapp: { name: 'Maria', contact: '11987654321' }, discord: { name: 'Zé', contact: 'ze#1234' } },
      loginForm: { email: 'maria@example.com', mode: 'register' },
    },
    pages: HYDRATED_PAGES,
  },
  {
    name: 'a logged-in customer in English who accepted cookies, with a campaign and a wizard',
    language: 'en-US',
    token: true,
    cookies: { i18next: 'en-US' },
    local: { cookieConsent: decided(true), i18nextLng: 'en-US' },
    session: { utmParams: campaign, serviceWizardState: wizard, checkoutPlan: { plan: 'pro', at: Date.now() } },
    // Aliases and further articles repeat their screen's markup: the first profile walks them.
    pages: HYDRATED_SCREENS,
  },
];

/** Set in the tab's sessionStorage once the profile is in place (tests/e2e only). */
const SEEDED = '__seeded';

/** Values as the app stores them: flags and plan ids as text, the rest as JSON. */
const stored = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

async function tokenFor(page: Page): Promise<string> {
  const response = await page.request.post('/api/token', { form: { username: DEMO_ACCOUNTS.payPerService.email, password: DEMO_ACCOUNTS.payPerService.password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function seedProfile(context: BrowserContext, baseURL: string, profile: Profile): Promise<void> {
  await context.addCookies(Object.entries(profile.cookies ?? {}).map(([name, value]) => ({ name, value, url: baseURL })));
  // Third parties (analytics once consented, Mercado Pago) answer locally: this machine has no internet.
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
  );
  const page = await context.newPage();
  const local = { ...profile.local, ...(profile.token ? { token: await tokenFor(page) } : {}) };
  await page.close();
  if (profile.apiDown) await context.route(/\/api\//, (route) => route.fulfill({ status: 503, body: '' }));
  const seed = {
    local: Object.fromEntries(Object.entries(local).map(([key, value]) => [key, stored(value)])),
    session: Object.fromEntries(Object.entries(profile.session).map(([key, value]) => [key, stored(value)])),
  };
  // The strict CSP (deploy/nginx.conf): every refusal is recorded in the page (the console's report is a problem too).
  await context.addInitScript(() => {
    const refused: string[] = [];
    (window as unknown as { __cspRefused: string[] }).__cspRefused = refused;
    document.addEventListener('securitypolicyviolation', (event) => refused.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  // Each page of the walk starts from the profile's storage and nothing else (the test clears the mark before it opens
  // the page); a document the page itself then opens keeps what the app stored.
  await context.addInitScript(
    ({ local: localValues, session: sessionValues, mark }) => {
      if (sessionStorage.getItem(mark)) return;
      localStorage.clear();
      sessionStorage.clear();
      for (const [key, value] of Object.entries(localValues)) localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(sessionValues)) sessionStorage.setItem(key, value);
      sessionStorage.setItem(mark, '1');
    },
    { ...seed, mark: SEEDED },
  );
}

// One test per page (its own time budget; a failure names it and its profile), all in one tab per worker and profile: the
// page loads afresh each time (a new document), and a tab of its own for each would start a renderer and compile every
// script again (about 0.2 CPU-seconds a page).
for (const profile of PROFILES) {
  test.describe(`stored state: ${profile.name}`, () => {
    let context: BrowserContext;
    let page: Page;
    const problems: string[] = [];
    test.beforeAll(async ({ browser, baseURL }) => {
      context = await browser.newContext({ baseURL, locale: 'pt-BR' });
      await seedProfile(context, baseURL!, profile);
      page = await context.newPage();
      page.on('console', (message) => {
        // The browser reports each refused API call; the page itself must stay quiet.
        if (profile.apiDown && /Failed to load resource: the server responded with a status of 503/.test(message.text())) return;
        if (message.type() === 'error' || (message.type() === 'warning' && HYDRATION_TROUBLE.test(message.text()))) problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    });
    test.afterAll(async () => {
      await context.close();
    });

    for (const path of profile.pages) {
      test(`${path} hydrates with no warning, console or page error, CSP violation or layout shift`, async () => {
        const { language } = profile;
        // The next document starts from the profile again (the tab's first is about:blank: nothing stored yet).
        if (page.url().startsWith('http')) await page.evaluate((mark) => sessionStorage.removeItem(mark), SEEDED);
        problems.length = 0;
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
        await expect(page.locator('main h1').first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('navigation', { name: NAV_LABEL[language] })).toHaveCount(1);
        // The tab title is the page's, in its language (no Portuguese on an English page).
        await expect(page).toHaveTitle(/\S/);
        if (language === 'en-US') expect(findPortuguese('title', await page.title()), `${path}: tab title`).toEqual([]);
        // A private page's shell is replaced by the page once the session is known, and the dashboard's order form then
        // grows as its catalogue arrives: what is painted there moves by the page's own loading, not by stored state.
        if (!PRIVATE_SHELLS.has(path)) {
          const shift = await layoutShift(page);
          expect(shift.total, `${path}: layout shift ${shift.moved.join('; ')}`).toBe(0);
        }
        expect(problems, `${path}: errors`).toEqual([]);
        expect(await page.evaluate(() => (window as unknown as { __cspRefused: string[] }).__cspRefused), `${path}: CSP violations`).toEqual([]);
      });
    }
  });
}
