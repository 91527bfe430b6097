import type { Page } from '@playwright/test';
import { expectAxeClean } from './utils/axe';
import { expect, expectNoHorizontalOverflow, expectScreen, onPath, test, VIEWPORTS } from './utils/fixtures';
import { expandedState, menuIsOpen } from './utils/menu';

const TRACKER_HOSTS = /googletagmanager\.com|google-analytics\.com|connect\.facebook\.net|facebook\.com\/tr/;
const trackerRequests = (external: string[]) => external.filter((url) => TRACKER_HOSTS.test(url));

/** One URL per public screen a visitor meets before logging in (/whatsapp-bot and /landing render the home's screen). */
const PAGES = ['/', '/discord-bot', '/agency', '/plans', '/signup?plan=pro', '/bot-creation?bot=whatsapp_bot', '/consulte'];
/** Pages per test: one context walks them in turn. */
const PAGE_GROUPS = [PAGES.slice(0, 4), PAGES.slice(4)];
const LANDINGS = ['/', '/discord-bot', '/agency'];

const COPY = {
  'pt-BR': { banner: 'Cookies e privacidade', preferences: 'Preferências de cookies' },
  'en-US': { banner: 'Cookies and privacy', preferences: 'Cookie preferences' },
} as const;

/** The hero's language badge: the one line that starts with the page's language. */
const languageBadge = (page: Page) => page.locator('main').getByText(/^(Página em português|Page in English)/);

/** What the badge says, by the browser's language and the page's, in words (no language tag such as "pt-BR"). */
const BADGE = [
  { browser: 'pt-BR', url: '/', says: 'Página em português, o idioma do seu navegador' },
  { browser: 'en-US', url: '/agency', says: "Page in English, your browser's language" },
  { browser: 'fr-FR', url: '/', says: 'Página em português. Seu navegador está em francês (França)' },
  { browser: 'fr-FR', url: '/agency?lng=en-US', says: 'Page in English. Your browser is set to French (France)' },
] as const;

for (const { browser, url, says } of BADGE) {
  test.describe(`the language badge, browser in ${browser} (phone)`, () => {
    test.use({ locale: browser, viewport: VIEWPORTS.phone });

    test(`${url} names the page's language and the browser's in words`, async ({ page }) => {
      await page.goto(url);
      await expectScreen(page);
      const badge = languageBadge(page);
      await expect(badge).toHaveText(says);
      await expect(badge).toBeVisible();
      await expect(badge).not.toContainText(/[a-z]{2}-[A-Z]{2}|:/);
      await expectNoHorizontalOverflow(page);
    });
  });
}

test.describe('marketing site in Chromium', () => {
  test('requests no analytics or pixel before consent, loads both after "accept" and nothing after "reject"', async ({ page, external, openPage }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const webVitalsChunk = () => scripts.filter((path) => /\/assets\/web-vitals-[\w-]+\.js$/.test(path));
    for (const url of ['/', '/discord-bot', '/plans']) {
      await page.goto(url);
      await expectScreen(page);
      await expect(page.getByRole('region', { name: 'Cookies e privacidade' })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Falar com um especialista' }).or(page.getByRole('button', { name: 'Assinar o Plano Start' })).first().click();
    expect(trackerRequests(external)).toEqual([]);

    await page.getByRole('button', { name: 'Aceitar cookies' }).click();
    await expect.poll(() => trackerRequests(external).some((url) => url.startsWith('https://www.googletagmanager.com/gtag/js?id=G-E2ETEST01'))).toBe(true);
    await expect.poll(() => trackerRequests(external).some((url) => url.startsWith('https://connect.facebook.net/'))).toBe(true);
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null') as { analytics?: boolean; marketing?: boolean } | null))
      .toMatchObject({ analytics: true, marketing: true });
    // The visitors' Core Web Vitals follow analytics: web-vitals loads only now, and reports to GA4 when the page is
    // hidden, with the page's route and no id or query.
    expect(scripts.length).toBeGreaterThan(0);
    await expect.poll(() => webVitalsChunk().length).toBe(1);
    // The library reads the load's LCP and layout shifts from the browser's buffered entries, which reach its observers
    // in later tasks: an input or a hidden page before then finds no LCP to report (as for a visitor who leaves at once).
    // So the page first runs what is queued: the chunk loaded and evaluated, then an idle moment.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/web-vitals-[\w-]+\.js$/.test(entry.name) && entry.responseEnd > 0)))
      .toBe(true);
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 0), { timeout: 2_000 })));
    // LCP is final at the visitor's next input (a real one), CLS and INP when the page is hidden.
    await page.keyboard.press('Shift');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const vitals = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry)).filter((entry) => entry[0] === 'event' && ['LCP', 'CLS', 'INP'].includes(String(entry[1]))),
      );
    await expect.poll(async () => (await vitals()).map((entry) => entry[1])).toContain('LCP');
    for (const [, , params] of await vitals()) {
      expect(params).toMatchObject({ page_route: '/plans', metric_rating: expect.any(String) });
      expect(Object.keys(params as object).sort()).toEqual(['metric_delta', 'metric_rating', 'metric_value', 'page_route', 'value']);
    }

    const rejecting = await openPage({ locale: 'en-US' });
    const rejectingScripts: string[] = [];
    rejecting.page.on('request', (request) => {
      if (request.resourceType() === 'script') rejectingScripts.push(new URL(request.url()).pathname);
    });
    await rejecting.page.goto('/agency');
    await expectScreen(rejecting.page);
    await rejecting.page.getByRole('button', { name: 'Decline' }).click();
    for (const url of ['/', '/plans', '/discord-bot']) {
      await rejecting.page.goto(url);
      await expectScreen(rejecting.page);
    }
    // The footer's preferences button shows the layout has rendered: the banner would be there by now.
    await expect(rejecting.page.getByRole('button', { name: 'Cookie preferences' })).toBeVisible();
    await expect(rejecting.page.getByRole('region', { name: 'Cookies and privacy' })).toHaveCount(0);
    expect(trackerRequests(rejecting.external)).toEqual([]);
    expect(rejectingScripts.filter((path) => path.includes('web-vitals'))).toEqual([]);
  });

  test('switches a landing between Portuguese and English in place', async ({ page }) => {
    await page.goto('/discord-bot');
    await expectScreen(page);
    const hero = page.locator('.landing-hero');
    await hero.getByRole('list', { name: 'Idioma' }).getByRole('link', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Discord server protected around the clock, no moderator on night shift' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page).toHaveTitle('AI moderation bot for Discord | IAgência');
    await expect(page.getByText('15 days free. Then R$67.00 a month, no contract.')).toBeVisible();

    await page.goto('/');
    await expectScreen(page);
    await expect(languageBadge(page)).toHaveText('Page in English. Your browser is set to Brazilian Portuguese');
    await page.getByRole('list', { name: 'Language' }).getByRole('link', { name: 'Português' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Seu WhatsApp vendendo 24 horas por dia, até enquanto você dorme' })).toBeVisible();
    await expect(languageBadge(page)).toHaveText('Página em português, o idioma do seu navegador');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: VIEWPORTS.phone });

    // Whether each public page fits the phone, in both languages: floating-contact.spec.ts.
    test('opens the mobile menu on a landing at 390x844, and the comparison table fits the phone without sideways scrolling', async ({ page }) => {
      await page.goto('/');
      await expectScreen(page);
      const discordLink = page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Bot de Discord' });
      await expect(discordLink).toBeHidden();
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(discordLink).toBeVisible();
      await discordLink.click();
      await expect(page).toHaveURL(onPath('/discord-bot'));
      await expectScreen(page);
      await expect(discordLink).toBeHidden();
      await page.goto('/');
      await expectScreen(page);
      const table = page.locator('.landing-comparison');
      await expect(table).toBeVisible();
      await expect.poll(() => table.evaluate((wrap) => wrap.scrollWidth - wrap.clientWidth), { message: 'the comparison table scrolls sideways' }).toBeLessThanOrEqual(0);
    });

    for (const [locale, other, otherLanguage, otherNav] of [
      ['pt-BR', 'English', 'en-US', 'Main navigation'],
      ['en-US', 'Português', 'pt-BR', 'Navegação principal'],
    ] as const) {
      test.describe(locale, () => {
        test.use({ locale });

        test(`choosing ${other} in the phone menu switches the page and closes the menu`, async ({ page }) => {
          await page.goto('/plans');
          await expectScreen(page);
          const toggle = page.locator('.nav-toggle');
          await toggle.click();
          await expect.poll(() => menuIsOpen(page)).toBe(true);
          await page.locator('#site-menu').getByRole('link', { name: other }).click();
          await expect(page.locator('html')).toHaveAttribute('lang', otherLanguage);
          await expect(page.locator('#site-menu nav')).toHaveAttribute('aria-label', otherNav);
          await expect.poll(() => menuIsOpen(page)).toBe(false);
          await expect(page.locator('#site-menu')).toBeHidden();
          // The keyboard is not lost inside a closed menu: it is back on the menu's button.
          await expect(toggle).toBeFocused();
          expect(await expandedState(page, '.nav-toggle')).toBe(false);
        });
      });
    }
  });

  // Axe does not depend on the language (the English screens' text is checked by routes-en and english-journeys):
  // the desktop's (banner shown, FAQ open, a field error, the preferences reopened) run in Portuguese, the phone's in English.
  {
    const language = 'pt-BR';
    const copy = COPY[language];

    test.describe(`axe in ${language}`, () => {
      test.use({ locale: language });

      for (const urls of PAGE_GROUPS) {
        test(`${urls.join(', ')} are clean, with the consent banner shown and the FAQ open`, async ({ page }) => {
          test.slow();
          for (const url of urls) {
            await test.step(url, async () => {
              await page.goto(url);
              await expectScreen(page);
              await expect(page.getByRole('region', { name: copy.banner })).toBeVisible();
              const firstQuestion = page.locator('details summary').first();
              if (await firstQuestion.count()) {
                await firstQuestion.click();
                await expect(page.locator('details').first()).toHaveAttribute('open', '');
              }
              await expectAxeClean(page, url);
            });
          }
        });
      }

      test('is clean after a validation error and with the preferences reopened', async ({ page }) => {
        await page.goto('/discord-bot');
        await expectScreen(page);
        // The banner appears once the page is live, over the bottom of the page: a click aimed at the form before
        // it shows could land on it instead (seen once in 80 runs).
        const banner = page.getByRole('region', { name: copy.banner });
        await expect(banner).toBeVisible();
        await page.locator('.landing-lead-form button[type="submit"]').click();
        await expect(page.locator('.landing-lead-form [role="alert"]')).toBeVisible();
        await expectAxeClean(page, 'validation error');
        await banner.getByRole('button').first().click();
        await expect(banner).toHaveCount(0);
        await page.getByRole('button', { name: copy.preferences }).click();
        await expect(banner).toBeVisible();
        await expectAxeClean(page, 'preferences reopened');
      });
    });
  }

  {
    const language = 'en-US';

    test.describe(`axe on a phone in ${language}`, () => {
      test.use({ locale: language, viewport: VIEWPORTS.phone });

      test(`${LANDINGS.concat('/plans').join(', ')} are clean at 390x844`, async ({ page }) => {
        test.slow();
        for (const url of LANDINGS.concat('/plans')) {
          await test.step(url, async () => {
            await page.goto(url);
            await expectScreen(page);
            await expectAxeClean(page, url);
          });
        }
      });
    });
  }
});
