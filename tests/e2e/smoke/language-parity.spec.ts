import { expect, test, type Browser } from '@playwright/test';

/**
 * The language a prerendered page is painted in is the language the app keeps,
 * whatever the address, cookie or storage holds: the head script and the app
 * decide with one function (src/i18n/language.ts). For each odd input, the page
 * is painted with the app's scripts held back, its <html lang> and visible
 * heading read, then the app starts; the same are read once it is live. Any page
 * error (a hydration mismatch is React error #418) fails the case.
 */

interface Case {
  name: string;
  url: string;
  expected: 'pt-BR' | 'en-US';
  locale?: string;
  cookie?: string;
  local?: string;
  session?: string;
}

const CASES: Case[] = [
  { name: 'a leading space in ?lng=', url: '/?lng=%20en', expected: 'en-US' },
  { name: 'a trailing space in ?lng=', url: '/?lng=en%20', expected: 'en-US' },
  { name: 'a repeated ?lng=, the last one empty', url: '/?lng=en&lng', expected: 'en-US' },
  { name: 'an empty ?lng= then a language', url: '/discord-bot?lng=&lng=en-US', expected: 'en-US' },
  { name: 'malformed percent-encoding', url: '/?lng=%E0', expected: 'pt-BR' },
  { name: 'malformed percent-encoding over a stored English', url: '/plans?lng=%E0', local: 'en-US', expected: 'en-US' },
  { name: 'mixed case', url: '/blog?lng=EN-us', expected: 'en-US' },
  { name: 'an unknown ?lng=', url: '/?lng=fr', locale: 'en-GB', expected: 'en-US' },
  { name: '?lng= inside the hash', url: '/#?lng=en', expected: 'en-US' },
  { name: 'a campaign and a language', url: '/?utm_source=instagram&lng=en-US', expected: 'en-US' },
  { name: 'an encoded cookie', url: '/', cookie: 'en%2DUS', expected: 'en-US' },
  { name: 'a malformed cookie', url: '/', cookie: '%E0', local: 'en-US', expected: 'en-US' },
  { name: 'a stored value with spaces', url: '/', local: ' en-US ', expected: 'en-US' },
  { name: 'a stored value in capitals', url: '/plans', local: 'EN-US', expected: 'en-US' },
  { name: 'a stored "en" does not count', url: '/', local: 'en', locale: 'fr-FR', expected: 'pt-BR' },
  { name: 'an unknown stored language', url: '/', local: 'de-DE', locale: 'en-US', expected: 'en-US' },
  { name: 'sessionStorage', url: '/login', session: 'en-US', expected: 'en-US' },
  { name: 'the browser’s first language', url: '/', locale: 'en-GB', expected: 'en-US' },
];

interface Seen {
  lang: string;
  render: string | null;
  /** The heading as the visitor sees it ('' when the markup is hidden for the app to render). */
  heading: string;
}

const look = (): Seen => {
  const heading = document.querySelector('main h1');
  const shown = heading instanceof HTMLElement && heading.checkVisibility({ visibilityProperty: true });
  return { lang: document.documentElement.lang, render: document.documentElement.getAttribute('data-render'), heading: shown ? heading.innerText.trim() : '' };
};

async function paintedThenLive(browser: Browser, origin: string, each: Case): Promise<{ painted: Seen; live: Seen; errors: string[] }> {
  const context = await browser.newContext({ locale: each.locale ?? 'pt-BR' });
  if (each.cookie) await context.addCookies([{ name: 'i18next', value: each.cookie, url: origin }]);
  await context.addInitScript(({ local, session }) => {
    if (local !== undefined) localStorage.setItem('i18nextLng', local);
    if (session !== undefined) sessionStorage.setItem('i18nextLng', session);
  }, { local: each.local, session: each.session });
  await context.route(/\/api\//, (route) => route.fulfill({ status: 503, body: '' }));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /#418|#423|#425|hydrat/i.test(message.text())) errors.push(message.text());
  });
  await page.goto(each.url, { waitUntil: 'domcontentloaded' });
  // Painted: the document is parsed and two frames have passed; no script of the app's has run.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const painted = await page.evaluate(look);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
  await expect(page.locator('main h1').first()).toBeVisible();
  const live = await page.evaluate(look);
  await context.close();
  return { painted, live, errors };
}

// One test per case: each has its own time budget, and a failure names its input.
for (const each of CASES) {
  test(`the language painted is the language kept: ${each.name} (${each.url})`, async ({ browser, baseURL }) => {
    const { painted, live, errors } = await paintedThenLive(browser, baseURL!, each);
    expect(errors, `${each.name}: page errors`).toEqual([]);
    expect(painted.lang, `${each.name}: painted`).toBe(each.expected);
    expect(live.lang, `${each.name}: kept`).toBe(each.expected);
    // What was painted is what stays (or nothing was painted: the browser rendered the page itself).
    if (painted.heading) expect(live.heading, `${each.name}: the heading read at first paint`).toBe(painted.heading);
  });
}
