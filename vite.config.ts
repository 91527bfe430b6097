/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { checkedEnv, deployHeaders, routeManifest, siteUrlInHtml, sitemap } from './build/plugins.ts';
import { languageBootstrap, prerenderPages } from './build/prerender.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  plugins: [react(), checkedEnv(), languageBootstrap(), routeManifest(), sitemap(), siteUrlInHtml(), prerenderPages(), deployHeaders()],
  resolve: {
    alias: { '@': src },
  },
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry needs at once goes in one file: by default the bundler splits out each module a
            // lazy route shares with the entry, which cost a first visit about twenty extra requests.
            { name: 'app', tags: ['$initial'], priority: 3 },
            // The small pieces most public pages share (form fields, alerts, FAQ list, JSON-LD; API error texts, safe
            // redirects, the subscribe flow), so that a login page does not download the landings' sections for them;
            // a piece only a few screens use stays with them.
            { name: 'ui', test: /src[\\/](components[\\/]|lib[\\/](api-error|use-subscribe|safe-redirect|use-error-text|site-url)\.)/, minShareCount: 4, priority: 2 },
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
