import { fileURLToPath, URL } from 'node:url';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { checkedEnv, deployHeaders, routeManifest, siteUrlInHtml, sitemap, translationFiles } from './build/plugins.ts';
import { defaultHeadInHtml } from './build/default-head.ts';
import { prerenderPages } from './build/prerender.ts';
import { headScript } from './build/startup-scripts.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

const TEST_DIRS = ['src', 'build', 'deploy', 'tests/integration', 'tests/architecture', 'tests/e2e'];
const TEST_FILE = /\.test\.tsx?$/;
/** Test files that replace or re-run modules (vi.mock, vi.doMock, vi.resetModules): with modules shared between files the change would leak or miss. */
const ISOLATED_TESTS = TEST_DIRS.filter((dir) => existsSync(dir)).flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => TEST_FILE.test(file))
    .map((file) => `${dir}/${file.replaceAll('\\', '/')}`)
    .filter((file) => /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(file, 'utf8'))),
);

/** What both test projects share: the demo backend in jsdom. */
const unitTests = {
  environment: 'jsdom',
  // A generous ceiling, not a speed target: on a busy 2-core machine a screen can take seconds to render.
  // A test that hangs still fails; one that is merely slow on a loaded machine does not.
  testTimeout: 60_000,
  hookTimeout: 60_000,
  include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'deploy/**/*.test.ts', 'tests/integration/**/*.test.{ts,tsx}', 'tests/architecture/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
  setupFiles: ['tests/setup.ts'],
  // The tests run against the demo backend's handlers (MSW in Node), as `npm start` does in the browser.
  env: { VITE_DEMO: '1' },
  clearMocks: true,
  restoreMocks: true,
  unstubEnvs: true,
};

export default defineConfig({
  plugins: [react(), checkedEnv(), translationFiles(), headScript(), routeManifest(), sitemap(), siteUrlInHtml(), defaultHeadInHtml(), prerenderPages(), deployHeaders()],
  resolve: {
    alias: [
      { find: '@', replacement: src },
      // react-i18next imports the pre-React-18 shim of useSyncExternalStore; React 19 has the hook itself
      // (about 400 bytes less on every first visit).
      { find: /^use-sync-external-store\/shim$/, replacement: `${src}/lib/vendor/use-sync-external-store-shim.ts` },
      // The demo backend's cookie store needs a host's registrable domain, not the whole public suffix list (about 260 KB
      // on every page load of the demo): src/mocks/vendor/tldts.ts.
      { find: /^tldts$/, replacement: `${src}/mocks/vendor/tldts.ts` },
    ],
  },
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    // No preload map in the entry (about 1.5 KB gzip on every first visit): a first page's chunks are preloaded by
    // the page script (src/startup/page.ts), another screen's by src/app/screen-preload.ts from a list the build writes beside index.html.
    modulePreload: false,
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // The entry's functions almost all run as the page starts: this magic comment has Chromium compile them all
        // on the thread that streams the file in, instead of one by one on the main thread as each is first called
        // (long tasks after the first paint: docs/performance.md#the-entry-compiled-while-it-downloads). After
        // minification, which would drop it; only the entry, since a chunk whose functions mostly wait costs more
        // compiled eagerly.
        postBanner: (chunk) => (chunk.isEntry ? '//# allFunctionsCalledOnLoad' : ''),
        codeSplitting: {
          groups: [
            // Everything the entry needs at once goes in one file: by default the bundler splits out each module a
            // lazy route shares with the entry, which cost a first visit about twenty extra requests.
            { name: 'app', tags: ['$initial'], priority: 3 },
            // React DOM, which the entry imports when it starts (src/main.tsx): evaluated in a task of its own, after
            // the app's modules, instead of in one long task with them. Every page preloads it with the entry.
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 3 },
            // What screens do once the visitor acts (API errors, safe redirects): shared by most screens, but a
            // landing only needs it when a form is sent, so it stays out of the landings' first visit.
            { name: 'actions', test: /src[\\/]lib[\\/](http[\\/]api-error|links[\\/]safe-redirect)\./, minShareCount: 4, priority: 2 },
            // The small pieces most public pages share (form fields, alerts, FAQ list, JSON-LD; API error texts, the
            // subscribe button's hook), so that a login page does not download the landings' sections for them;
            // a piece only a few screens use stays with them.
            // (The unknown-payment notice belongs to the payment screens, not to every page.)
            { name: 'ui', test: /src[\\/](components[\\/](?!ui[\\/]unknown-payment)|lib[\\/](react[\\/]use-error-text|seo[\\/]site-url)\.|domain[\\/]billing[\\/]use-subscribe\.)/, minShareCount: 4, priority: 2 },
            // The query library with the app's one client and its keys: only what fetches (a data screen, the requester,
            // the session's profile) loads it. (Every module that names a key also uses the client.)
            { name: 'query-client', test: /node_modules[\\/]@tanstack[\\/]|src[\\/]lib[\\/]http[\\/]query-(client|keys)\./, priority: 2 },
            // The marketing pages' sections and the small helpers they share, in one file per visit instead of a dozen.
            { name: 'marketing', test: /src[\\/]features[\\/]marketing[\\/]/, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
  test: {
    // Vitest would use one worker on a 2-core machine; jsdom files mostly wait on I/O, two keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          ...unitTests,
          // Each worker keeps one jsdom window and the loaded modules from file to file (tests/setup.ts resets the
          // document, storage, the demo backend, the query cache and the language): creating jsdom and loading
          // React, the router and i18next again for each of ~95 files was most of the phase's time.
          isolate: false,
          exclude: [...configDefaults.exclude, ...ISOLATED_TESTS],
        },
      },
      {
        extends: true,
        // Files that replace modules (vi.mock) need modules of their own: they run in a fresh window each.
        test: { name: 'unit-isolated', ...unitTests, include: ISOLATED_TESTS },
      },
    ],
  },
});
