import { expectNoPageErrors, openWalk, test, type Walk } from './utils/fixtures';
import { ENGLISH_WALK, expectRouteRenders } from './utils/route-checks';

// One test per route (its own time budget; a failure names it), one logged-in tab per worker walking them.
// Axe and the footer's company run in the Portuguese walk: neither depends on the language. The screens drawn from the
// app shell are walked here; the prerendered ones in English by smoke/stored-state.spec.ts (utils/route-checks.ts).
test.describe('every screen in en-US', () => {
  let walk: Walk;
  test.beforeAll(async ({ browser, baseURL }) => {
    walk = await openWalk(browser, baseURL!, { locale: 'en-US', account: 'demo' });
  });
  test.afterAll(async () => {
    await walk.context.close();
  });

  for (const url of ENGLISH_WALK) {
    test(`${url} renders in English`, async () => {
      walk.errors.length = 0;
      await expectRouteRenders(walk.page, url, 'en-US', 'Main navigation', { axe: false, company: false });
      expectNoPageErrors(walk, url);
    });
  }
});
