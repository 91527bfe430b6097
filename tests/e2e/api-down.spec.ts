import type { BrowserContext } from '@playwright/test';
import { expectAxeClean } from './utils/axe';
import { expect, expectNoHorizontalOverflow, expectScreen, reachRequester, test, VIEWPORTS } from './utils/fixtures';
import { SCREEN_URLS } from './utils/route-checks';
import { budget } from './machine';

const STORED_TOKEN = 'a-token-the-api-cannot-check';

/**
 * The API is down: the demo backend is kept from starting (service workers
 * blocked) and every API call answers 500. A visitor with a stored session
 * must still get every screen, with its error text, and no crash.
 * (500 rather than 503: idempotent GETs retry on 503, which only slows the test down.)
 */
async function takeTheApiDown(context: BrowserContext, baseURL: string) {
  const origin = new URL(baseURL).origin;
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
}

test.describe('with the API down', () => {
  test.use({ serviceWorkers: 'block', seededStorage: { token: STORED_TOKEN } });

  test('every screen still renders and keeps the session', async ({ page, context, baseURL }) => {
    test.setTimeout(budget(180_000));
    await takeTheApiDown(context, baseURL!);
    // Each screen once (an alias renders its screen the same way).
    for (const url of SCREEN_URLS) {
      await page.goto(url);
      await expectScreen(page);
      // The profile check failed for a reason other than an expired session: the session stays, with a retry.
      await expect(page.getByText('Não conseguimos confirmar sua sessão agora.')).toBeVisible();
    }
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBe(STORED_TOKEN);
  });

  test.describe('in English on a phone', () => {
    test.use({ locale: 'en-US', viewport: VIEWPORTS.phone });

    test('shows each data screen’s error text in English on a phone, accessibly', async ({ page, context, baseURL }) => {
      test.slow();
      await takeTheApiDown(context, baseURL!);
      const expectations: [string, RegExp][] = [
        ['/agency', /Error fetching services from backend\./i],
        ['/client-area', /Error loading your account data\. Please sign in again\./i],
        ['/payments/pendente?payment_id=123', /Service Unavailable/],
      ];
      for (const [url, text] of expectations) {
        await page.goto(url);
        await expectScreen(page);
        if (url === '/agency') await reachRequester(page);
        await expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();
        await expectNoHorizontalOverflow(page, url);
        await expectAxeClean(page, url);
      }
    });
  });
});
