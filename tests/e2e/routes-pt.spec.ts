import { expectNoPageErrors, openWalk, test, type Walk } from './utils/fixtures';
import { expectRouteRenders, PORTUGUESE_WALK } from './utils/route-checks';

// One test per route (its own time budget; a failure names it), one logged-in tab per worker walking them.
// A prerendered alias shows its screen's markup: smoke/stored-state.spec.ts opens those (utils/route-checks.ts).
test.describe('every route in pt-BR', () => {
  let walk: Walk;
  test.beforeAll(async ({ browser, baseURL }) => {
    walk = await openWalk(browser, baseURL!, { locale: 'pt-BR', account: 'demo' });
  });
  test.afterAll(async () => {
    await walk.context.close();
  });

  for (const url of PORTUGUESE_WALK) {
    test(`${url} renders, names the company and passes axe`, async () => {
      walk.errors.length = 0;
      await expectRouteRenders(walk.page, url, 'pt-BR', 'Navegação principal', { axe: true, company: true });
      expectNoPageErrors(walk, url);
    });
  }
});
