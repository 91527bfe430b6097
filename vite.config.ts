/// <reference types="vitest/config" />
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { routeTable } from './src/app/paths.ts';
import { buildSitemapXml } from './src/app/sitemap.ts';
import { ARTICLE_INDEX } from './src/features/blog/article-index.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

/** Writes the route table next to Vite's manifest, for the benchmark and the size budget. */
function routeManifest(): Plugin {
  return {
    name: 'route-manifest',
    apply: 'build',
    generateBundle() {
      const routes = routeTable.map(({ path, screen, ns, access, demoOnly }) => ({
        path,
        module: `src/app/routes/${screen}.tsx`,
        namespaces: ['common', ...ns],
        access,
        demoOnly: demoOnly ?? false,
      }));
      this.emitFile({ type: 'asset', fileName: '.vite/routes.json', source: JSON.stringify(routes, null, 2) });
    },
  };
}

/**
 * Writes sitemap.xml from the route table and the blog articles, with
 * VITE_SITE_URL as origin, and points robots.txt at it. Without a site URL
 * the sitemap is skipped with a warning (its URLs must be absolute).
 */
function sitemap(): Plugin {
  let siteUrl = '';
  let outDir = '';
  return {
    name: 'sitemap',
    apply: 'build',
    configResolved(config) {
      siteUrl = String(config.env.VITE_SITE_URL ?? '').trim().replace(/\/+$/, '');
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle() {
      if (!siteUrl) {
        this.warn('VITE_SITE_URL is empty: sitemap.xml was not generated.');
        return;
      }
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: buildSitemapXml(siteUrl, routeTable, ARTICLE_INDEX) });
    },
    closeBundle() {
      const robots = resolve(outDir, 'robots.txt');
      if (!siteUrl || !existsSync(robots)) return;
      const text = readFileSync(robots, 'utf8');
      if (!/^Sitemap:/m.test(text)) writeFileSync(robots, `${text.trimEnd()}\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
    },
  };
}

/**
 * Link previews (WhatsApp, Facebook, LinkedIn) read index.html without running
 * the app: its Open Graph image needs an absolute URL, so __SITE_URL__ becomes
 * VITE_SITE_URL (empty: a root-relative URL).
 */
function siteUrlInHtml(): Plugin {
  let siteUrl = '';
  return {
    name: 'site-url-in-html',
    configResolved(config) {
      siteUrl = String(config.env.VITE_SITE_URL ?? '').trim().replace(/\/+$/, '');
    },
    transformIndexHtml: (html) => html.replaceAll('__SITE_URL__', siteUrl),
  };
}

/** The demo backend's service worker ships only in demo builds (no VITE_API_URL). */
function demoWorkerOnlyInDemo(): Plugin {
  let worker = '';
  let isDemo = true;
  return {
    name: 'demo-worker-only-in-demo',
    apply: 'build',
    configResolved(config) {
      isDemo = !String(config.env.VITE_API_URL ?? '').trim();
      worker = resolve(config.root, config.build.outDir, 'mockServiceWorker.js');
    },
    closeBundle() {
      if (!isDemo) rmSync(worker, { force: true });
    },
  };
}

export default defineConfig({
  plugins: [react(), routeManifest(), sitemap(), siteUrlInHtml(), demoWorkerOnlyInDemo()],
  resolve: {
    alias: { '@': src },
  },
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
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
          include: ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup.ts'],
          clearMocks: true,
          restoreMocks: true,
          unstubEnvs: true,
        },
      },
    ],
  },
});
