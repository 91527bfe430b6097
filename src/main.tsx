/**
 * The app's entry (docs/startup.md). On a prerendered page the page script
 * (src/startup/page.ts) runs it once the page has painted; index.html runs it
 * on the dev server. It loads the translations and the current screen, then
 * hydrates the served markup or renders the page, and says `live` once the
 * page has committed (src/app/live-signal.tsx). Should any of it not download,
 * retries included, the visitor gets a message instead (src/startup/load-failure.ts).
 */
// First: the stylesheets the app's own modules import (the layout's, src/app/layouts/*.css) come after it in the cascade.
import '@/styles/global.css';
import { startTransition, StrictMode } from 'react';
import { initI18n } from '@/i18n';
import { NAMESPACES } from '@/i18n/namespaces';
import { App } from '@/app/app';
import { loadCurrentScreen } from '@/app/router';
import { startPageData } from '@/app/page-data';
import { checkStoredValuesOnDemand } from '@/app/schemas-on-demand';
import { DownloadFailedError, withRetries } from '@/lib/retry/with-retries';
import { showLoadFailure } from '@/startup/load-failure';
import { readRenderState } from '@/startup/render-state';
import { readStartData } from '@/startup/start-data';
import { yieldToBrowser } from '@/startup/yield';

async function start() {
  // Before anything reads storage: which stored values are checked by the schemas that download on demand.
  checkStoredValuesOnDemand();
  // The app's modules were evaluated in the task that ran this one: React DOM, the largest, is evaluated in one
  // of its own (its chunk was preloaded with the entry), and the rest of the start-up in the next.
  await yieldToBrowser();
  const reactDom = withRetries(() => import('react-dom/client'));
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // The head and page scripts decided this before the first paint (src/startup/render-state.ts).
  const hydrate = readRenderState() === 'hydrate' && container.hasChildNodes();
  // Read here, not through src/config/env.ts: the bundler must see the test to leave the demo backend out of
  // production builds.
  const demo = import.meta.env.VITE_DEMO === '1' ? withRetries(() => import('@/mocks/start-demo')).then(({ startDemoBackend }) => startDemoBackend()) : null;
  // A page hydrates with every namespace it was rendered with (the page script preloaded their files).
  const namespaces = hydrate ? NAMESPACES.filter((ns) => readStartData()?.ns.includes(ns)) : [];
  const screen = loadCurrentScreen();
  // A logged-in visitor's data is asked for beside React DOM and the translations, not once the page has rendered;
  // after the screen's code, which shares its chunks (a blocked chunk is then asked for by one download at a time).
  void startPageData(Promise.all([demo, screen]));
  const [{ createRoot, hydrateRoot }] = await Promise.all([reactDom, initI18n(namespaces), demo, screen]);
  // Each stage is its own task: a tap between them is answered at once.
  await yieldToBrowser();
  // A part that could not be downloaded is shown as such (DownloadBoundary, the route's error page): a warning, not an error.
  const options = {
    onCaughtError: (error: unknown) => {
      if (error instanceof DownloadFailedError) console.warn(error.message);
      else console.error(error);
    },
  };
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (hydrate) {
    // As a transition, hydration yields to the browser every few milliseconds instead of blocking it for the whole
    // page; taps meanwhile are held by the page script until the page is live.
    startTransition(() => {
      hydrateRoot(container, app, options);
    });
  } else {
    // Markup rendered for another path or language: the browser renders this page itself, also as a transition
    // (the served markup stays hidden meanwhile, so nothing shows half done, and the browser stays responsive).
    container.replaceChildren();
    const root = createRoot(container, options);
    startTransition(() => root.render(app));
  }
}

// What the page needs could not be downloaded, retries included (or the start itself broke): the visitor is told, in
// their language, with a way to try again, instead of a page that never comes alive.
start().catch((error: unknown) => {
  if (!(error instanceof DownloadFailedError)) console.error(error);
  showLoadFailure();
});
