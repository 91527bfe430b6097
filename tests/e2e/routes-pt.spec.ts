import { test } from './utils/fixtures';
import { expectRouteRenders, ROUTE_URLS } from './utils/route-checks';

// One test per route: each page load and axe run has its own time budget, and a failure names its route.
test.describe('every route in pt-BR', () => {
  test.use({ locale: 'pt-BR', account: 'demo' });

  for (const url of ROUTE_URLS) {
    test(`${url} renders and passes axe`, async ({ page }) => {
      await expectRouteRenders(page, url, 'pt-BR', 'Navegação principal');
    });
  }
});
