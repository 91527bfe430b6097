import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { initI18n } from '@/i18n';
import { App, createAppRouter } from '@/app/app';
import { routes } from '@/app/router';
import type { RouteMeta } from '@/app/route-table';
import { loadArticleBodies } from '@/features/blog';
import '@/styles/global.css';

/** The translations a prerendered page was rendered with (build/prerender.ts), so its first render needs no request. */
function inlineResources(): Record<string, Record<string, unknown>> | undefined {
  const element = document.getElementById('i18n-resources');
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as Record<string, Record<string, unknown>>;
  } catch {
    return undefined;
  }
}

/** Loads the current route's screen (and an article's body) before hydrating, so the first render matches the markup. */
async function loadCurrentScreen(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route, params }) => {
      if (typeof route.lazy === 'function') {
        Object.assign(route, await route.lazy());
        delete route.lazy;
      }
      const meta = route.handle as RouteMeta | undefined;
      if (meta?.screen === 'blog-article' && params.slug) await loadArticleBodies(params.slug).catch(() => undefined);
    }),
  );
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const page = document.documentElement;
  // The inline script at the top of <head> (src/i18n/bootstrap-script.ts) decided this before the first paint.
  const hydrate = page.dataset.render === 'hydrate' && container.hasChildNodes();
  // Tested inline (not through isDemoMode) so the bundler drops the demo backend from production builds.
  const demo = import.meta.env.VITE_DEMO === '1' ? import('@/mocks/start-demo').then(({ startDemoBackend }) => startDemoBackend()) : null;
  // The screen (and an article's body) load with the translations: hydration needs them, and a
  // browser render then shows the page at once instead of a spinner first.
  await Promise.all([initI18n(inlineResources()), demo, loadCurrentScreen().catch(() => undefined)]);
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  if (hydrate) {
    hydrateRoot(container, app);
  } else {
    // Markup rendered for another path or language: the browser renders this page itself.
    container.replaceChildren();
    createRoot(container).render(app);
  }
  page.dataset.render = 'live';
}

void start();
