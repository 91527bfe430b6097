import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { initI18n } from '@/i18n';
import { NAMESPACES, type Namespace } from '@/i18n/namespaces';
import { App } from '@/app/app';
import { loadScreen, routes } from '@/app/router';
import type { RouteMeta } from '@/app/route-table';
import { loadScreenModules } from '@/app/screen-preload';
import { hydratesServedMarkup, servedMarkupHydratedNow } from '@/lib/served-markup';
import '@/styles/global.css';

/** The namespaces a prerendered page was rendered with (#app-start, build/prerender.ts): it hydrates with all of them. */
function pageNamespaces(): Namespace[] {
  const element = document.getElementById('app-start');
  try {
    const data = JSON.parse(element?.textContent ?? '{}') as { ns?: unknown };
    return Array.isArray(data.ns) ? NAMESPACES.filter((ns) => (data.ns as unknown[]).includes(ns)) : [];
  } catch {
    return [];
  }
}

/** Loads the current route's screen (and an article's body) before hydrating, so the first render matches the markup. */
async function loadCurrentScreen(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route, params }) => {
      const meta = route.handle as RouteMeta | undefined;
      if (!meta) return;
      await loadScreen(meta);
      // From the blog's own chunk (the screen just loaded it): other pages' first visit does not carry the article loaders.
      if (meta.screen === 'blog-article' && params.slug) {
        const slug = params.slug;
        await import('@/features/blog').then(({ loadArticleBodies }) => loadArticleBodies(slug)).catch(() => undefined);
      }
    }),
  );
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const page = document.documentElement;
  // The inline scripts (src/i18n/bootstrap-script.ts, src/app/start-script.ts) decided this before the first paint.
  const hydrate = hydratesServedMarkup && container.hasChildNodes();
  // Tested inline (not through isDemoMode) so the bundler drops the demo backend from production builds.
  const demo = import.meta.env.VITE_DEMO === '1' ? import('@/mocks/start-demo').then(({ startDemoBackend }) => startDemoBackend()) : null;
  // The screen (and an article's body) load with the translations: hydration needs them, and a
  // browser render then shows the page at once instead of a spinner first.
  await Promise.all([initI18n(hydrate ? pageNamespaces() : []), demo, loadCurrentScreen().catch(() => undefined)]);
  // The page answers the visitor from then on (tests wait for it; the start script hands over what it held).
  const markLive = () => {
    page.dataset.render = 'live';
    void loadScreenModules();
  };
  const app = (
    <StrictMode>
      <App
        onLive={() => {
          markLive();
          servedMarkupHydratedNow();
        }}
      />
    </StrictMode>
  );
  if (hydrate) {
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // blocking it for the whole page: the visitor can scroll and click meanwhile.
    startTransition(() => {
      hydrateRoot(container, app);
    });
    // Live as soon as React has the page: from here a tap, a key or a keystroke on markup not hydrated yet makes React
    // hydrate that part at once, then reach its handler (React's own replay of discrete events), while the rest
    // hydrates in the background. Waiting for the whole tree to commit kept a painted page dead for longer.
    markLive();
  } else {
    // Markup rendered for another path or language: the browser renders this page itself.
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

void start();
