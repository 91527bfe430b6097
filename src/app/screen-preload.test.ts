import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { SCREEN_MODULES_FILE } from './screen-modules';
import { loadScreenModules, preloadScreen, resetScreenPreloads } from './screen-preload';

// The list is fetched by production builds only (the dev server has no chunks).
const build = vi.hoisted(() => ({ production: true }));
vi.mock('@/config/env', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/config/env')>()),
  get isProductionBuild() {
    return build.production;
  },
}));

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

beforeEach(() => {
  build.production = true;
  resetScreenPreloads();
  document.head.innerHTML = '';
});

afterEach(() => resetScreenPreloads());

function serveList(body: Record<string, unknown>, status = 200) {
  const requests: string[] = [];
  server.use(
    http.get(`*/${SCREEN_MODULES_FILE}`, ({ request }) => {
      requests.push(new URL(request.url).pathname);
      return HttpResponse.json(body, { status });
    }),
  );
  return requests;
}

describe('screen preloads', () => {
  it('preloads a screen’s chunks from the build’s list, each once, as module preloads', async () => {
    const requests = serveList({ login: ['/assets/login-a1.js', '/assets/require-auth-b2.js'], plans: ['/assets/plans-c3.js'] });
    await Promise.all([loadScreenModules(), loadScreenModules()]);
    await loadScreenModules();
    // Once, however often the page says it is live.
    expect(requests).toEqual([`/${SCREEN_MODULES_FILE}`]);
    preloadScreen('login');
    preloadScreen('login');
    expect(preloads()).toEqual(['/assets/login-a1.js', '/assets/require-auth-b2.js']);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]');
    expect(link?.crossOrigin).toBe('');
  });

  it('ignores anything in the list that is not one of the site’s chunks', async () => {
    serveList({ login: ['https://evil.example/x.js', '/assets/../index.html', '/assets/ok-1.js', 42, '/other/y.js'], plans: 'not a list' });
    await loadScreenModules();
    preloadScreen('login');
    preloadScreen('plans');
    expect(preloads()).toEqual(['/assets/ok-1.js']);
  });

  it('preloads nothing, and does not throw, when the list is missing or not loaded yet', async () => {
    preloadScreen('login');
    expect(preloads()).toEqual([]);
    serveList({ error: 'not found' }, 404);
    await expect(loadScreenModules()).resolves.toBeUndefined();
    preloadScreen('login');
    expect(preloads()).toEqual([]);
  });

  it('does not fetch the list outside a production build', async () => {
    build.production = false;
    const requests = serveList({ login: ['/assets/login-a1.js'] });
    await loadScreenModules();
    preloadScreen('login');
    expect(requests).toEqual([]);
    expect(preloads()).toEqual([]);
  });
});
