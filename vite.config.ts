/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { checkedEnv, deployHeaders, routeManifest, siteUrlInHtml, sitemap, translationFiles } from './build/plugins.ts';
import { languageBootstrap, prerenderPages } from './build/prerender.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  plugins: [react(), checkedEnv(), translationFiles(), languageBootstrap(), routeManifest(), sitemap(), siteUrlInHtml(), prerenderPages(), deployHeaders()],
  resolve: {
    alias: [
      { find: '@', replacement: src },
      // react-i18next imports the pre-React-18 shim of useSyncExternalStore; React 19 has the hook itself
      // (about 400 bytes less on every first visit).
      { find: /^use-sync-external-store\/shim$/, replacement: `${src}/lib/vendor/use-sync-external-store-shim.ts` },
    ],
  },
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    // Every browser we support has <link rel=modulepreload>; the polyfill only cost the entry bytes.
    modulePreload: { polyfill: false },
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry needs at once goes in one file: by default the bundler splits out each module a
            // lazy route shares with the entry, which cost a first visit about twenty extra requests.
            { name: 'app', tags: ['$initial'], priority: 3 },
            // What screens do once the visitor acts (API errors, safe redirects): shared by most screens, but a
            // landing only needs it when a form is sent, so it stays out of the landings' first visit.
            { name: 'actions', test: /src[\\/]lib[\\/](api-error|safe-redirect)\./, minShareCount: 4, priority: 2 },
            // The small pieces most public pages share (form fields, alerts, FAQ list, JSON-LD; API error texts, the
            // subscribe button's hook), so that a login page does not download the landings' sections for them;
            // a piece only a few screens use stays with them.
            // (The unknown-payment notice belongs to the payment screens, not to every page.)
            { name: 'ui', test: /src[\\/](components[\\/](?!ui[\\/]unknown-payment)|lib[\\/](use-subscribe|use-error-text|site-url)\.)/, minShareCount: 4, priority: 2 },
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
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // Vitest would use one worker on a 2-core machine; jsdom files mostly wait on I/O, two keep both cores busy.
          maxWorkers: 2,
          // Screens render against the demo backend in jsdom; on a busy 2-core machine a few take seconds.
          testTimeout: 15_000,
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'tests/integration/**/*.test.{ts,tsx}', 'tests/architecture/**/*.test.ts'],
          setupFiles: ['tests/setup.ts'],
          // The tests run against the demo backend's handlers (MSW in Node), as `npm start` does in the browser.
          env: { VITE_DEMO: '1' },
          clearMocks: true,
          restoreMocks: true,
          unstubEnvs: true,
        },
      },
    ],
  },
});
