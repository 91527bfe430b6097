import type { Response } from '@playwright/test';
import { expect, expectScreen, reachRequester, test } from './utils/fixtures';

test.describe('the demo backend’s service worker', () => {
  test('answers the API and leaves the page, its scripts and its files to the network', async ({ page }) => {
    await page.goto('/agency');
    await expectScreen(page);
    // From the second load on, the worker controls the page from its first request.
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    await page.reload();
    await expectScreen(page);
    await reachRequester(page);

    const path = (response: Response) => new URL(response.url()).pathname;
    const catalogue = responses.find((response) => path(response) === '/ia/services');
    expect(catalogue, 'the requester asked the API for the services').toBeDefined();
    expect(catalogue!.fromServiceWorker(), 'the services answered by the demo backend').toBe(true);

    const files = responses.filter((response) => response.request().isNavigationRequest() || /^\/assets\/|\.(json|svg|png)$/.test(path(response)));
    expect(files.some((response) => path(response).endsWith('.js')), 'the page loaded scripts').toBe(true);
    expect(files.filter((response) => response.fromServiceWorker()).map(path), 'files the worker handled').toEqual([]);
  });
});
