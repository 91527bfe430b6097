import { test } from './utils/fixtures';
import { expectRoutesRender, ROUTE_CHUNKS } from './utils/route-checks';

test.describe('every route in en-US', () => {
  test.use({ locale: 'en-US', account: 'demo' });

  for (const urls of ROUTE_CHUNKS) {
    test(`${urls.join(', ')} render and pass axe`, async ({ page }) => {
      // Several page loads and axe runs in one test.
      test.slow();
      await expectRoutesRender(page, urls, 'en-US', 'Main navigation');
    });
  }
});
