import { expectNoPageErrors, openWalk, test, type Walk } from './utils/fixtures';
import { expectRouteRenders, SCREEN_URLS } from './utils/route-checks';

// One test per route (its own time budget; a failure names it), one logged-in tab per worker walking them.
// Axe and the footer's company run in the Portuguese walk: neither depends on the language; English text is checked here,
// once per screen (an alias shows its screen's texts: the Portuguese walk opens every URL).
test.describe('every route in en-US', () => {
  let walk: Walk;
  test.beforeAll(async ({ browser, baseURL }) => {
    walk = await openWalk(browser, baseURL!, { locale: 'en-US', account: 'demo' });
  });
  test.afterAll(async () => {
    await walk.context.close();
  });

  for (const url of SCREEN_URLS) {
    test(`${url} renders in English`, async () => {
      walk.errors.length = 0;
      await expectRouteRenders(walk.page, url, 'en-US', 'Main navigation', { axe: false, company: false });
      expectNoPageErrors(walk, url);
    });
  }
});
