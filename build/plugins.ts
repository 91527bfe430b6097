/**
 * The build's own steps: the route manifest (benchmark, size budget), the
 * sitemap, the site URL in index.html, the environment check and the
 * security headers written next to the built files.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { routeTable } from '../src/app/route-table.ts';
import { buildSitemapXml } from '../src/app/sitemap.ts';
import { ARTICLE_INDEX } from '../src/features/blog/article-index.ts';
import { siteOrigin } from '../src/config/site-origin.ts';
import { appPaths, nginxAppPaths, redirectsFile } from './app-paths.ts';
import { contentSecurityPolicy, inlineScriptsOf } from './csp.ts';
import { checkEnv } from './env.ts';
import { netlifyHeaders, nginxSnippet, securityHeaders } from './headers.ts';

const LOCALES_DIR = fileURLToPath(new URL('../src/i18n/locales', import.meta.url));

/** Every translation file, as [language, namespace, minified JSON], in a stable order. */
function localeFiles(): [language: string, namespace: string, json: string][] {
  return readdirSync(LOCALES_DIR)
    .sort()
    .flatMap((language) =>
      readdirSync(join(LOCALES_DIR, language))
        .filter((file) => file.endsWith('.json'))
        .sort()
        .map((file): [string, string, string] => [language, file.slice(0, -'.json'.length), JSON.stringify(JSON.parse(readFileSync(join(LOCALES_DIR, language, file), 'utf8')))]),
    );
}

/**
 * The translations as static JSON files under one folder named after a hash of
 * them all (`/assets/locales-<hash>/<lng>/<ns>.json`), so the app builds any
 * file's URL from that folder instead of carrying one hashed URL per file
 * (src/i18n/index.ts reads `__LOCALES_BASE__`). Any change of copy renames the
 * folder: cached files are never stale, and the long cache of /assets applies.
 * The demo screens' copy is written only into demo builds.
 */
export function translationFiles(): Plugin {
  const files = localeFiles();
  const hash = createHash('sha256')
    .update(files.map((file) => file.join('\0')).join('\0'))
    .digest('hex')
    .slice(0, 12);
  const folder = `assets/locales-${hash}`;
  let emit = false;
  let demo = false;
  return {
    name: 'translation-files',
    config: () => ({ define: { __LOCALES_BASE__: JSON.stringify(`/${folder}/`) } }),
    configResolved(config) {
      emit = config.command === 'build' && !config.build.ssr;
      demo = config.env.VITE_DEMO === '1';
    },
    generateBundle() {
      if (!emit) return;
      for (const [language, namespace, json] of files) {
        if (namespace === 'demo' && !demo) continue;
        this.emitFile({ type: 'asset', fileName: `${folder}/${language}/${namespace}.json`, source: json });
      }
    },
  };
}

/** Writes the route table next to Vite's manifest, for the benchmark and the size budget. */
export function routeManifest(): Plugin {
  let ssr = false;
  return {
    name: 'route-manifest',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle() {
      if (ssr) return;
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
export function sitemap(): Plugin {
  let siteUrl = '';
  let outDir = '';
  let ssr = false;
  return {
    name: 'sitemap',
    apply: 'build',
    configResolved(config) {
      siteUrl = siteOrigin(config.env.VITE_SITE_URL);
      outDir = resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    generateBundle() {
      if (ssr) return;
      if (!siteUrl) {
        this.warn('VITE_SITE_URL is empty: sitemap.xml was not generated.');
        return;
      }
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: buildSitemapXml(siteUrl, routeTable, ARTICLE_INDEX) });
    },
    closeBundle() {
      const robots = resolve(outDir, 'robots.txt');
      if (ssr || !siteUrl || !existsSync(robots)) return;
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
export function siteUrlInHtml(): Plugin {
  let siteUrl = '';
  return {
    name: 'site-url-in-html',
    configResolved(config) {
      siteUrl = siteOrigin(config.env.VITE_SITE_URL);
    },
    transformIndexHtml: (html) => html.replaceAll('__SITE_URL__', siteUrl),
  };
}

/**
 * Checks every VITE_* variable against build/env.ts when Vite starts: a
 * production build stops on an unusable value (an empty, plain-http or
 * placeholder API URL without VITE_DEMO=1, a malformed id...), and names each
 * unset launch value. Only demo builds ship the demo backend's service worker.
 */
export function checkedEnv(): Plugin {
  let workers: string[] = [];
  let isDemo = false;
  return {
    name: 'checked-env',
    configResolved(config) {
      const production = config.command === 'build' && config.mode !== 'test';
      const { env, errors, warnings } = checkEnv(config.env, { production });
      warnings.forEach((warning) => config.logger.warn(`\u26a0 ${warning}`));
      if (errors.length) {
        const message = `Invalid build configuration (see .env.example):\n  - ${errors.join('\n  - ')}`;
        if (production) throw new Error(message);
        config.logger.error(message);
      }
      isDemo = env?.VITE_DEMO === '1';
      workers = ['demo-worker.js', 'mockServiceWorker.js'].map((file) => resolve(config.root, config.build.outDir, file));
    },
    closeBundle() {
      if (!isDemo) workers.forEach((worker) => rmSync(worker, { force: true }));
    },
  };
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name.startsWith('.') ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/**
 * Writes the site's security headers next to the built files: the CSP comes
 * from the configuration (API origin, the integrations that are configured)
 * and the hashes of the inline scripts of every built page.
 * dist/.deploy/security-headers.conf is included by deploy/nginx.conf;
 * dist/_headers serves Netlify and Cloudflare Pages.
 */
export function deployHeaders(): Plugin {
  let outDir = '';
  let ssr = false;
  let env: Record<string, string | undefined> = {};
  return {
    name: 'deploy-headers',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      env = config.env;
      ssr = Boolean(config.build.ssr);
    },
    // After the pages are prerendered (build/prerender.ts): their inline scripts get hashes too.
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
      if (ssr || !existsSync(outDir)) return;
      const inlineScripts = htmlFiles(outDir).flatMap((file) => inlineScriptsOf(readFileSync(file, 'utf8')));
      const csp = contentSecurityPolicy({
        apiUrl: String(env.VITE_API_URL ?? '').trim(),
        mercadoPago: Boolean(String(env.VITE_MP_PUBLIC_KEY ?? '').trim()),
        googleAnalytics: Boolean(String(env.VITE_GA_ID ?? '').trim()),
        metaPixel: Boolean(String(env.VITE_META_PIXEL_ID ?? '').trim()),
        inlineScripts,
      });
      const headers = securityHeaders(csp);
      mkdirSync(join(outDir, '.deploy'), { recursive: true });
      writeFileSync(join(outDir, '.deploy', 'security-headers.conf'), nginxSnippet(headers));
      writeFileSync(join(outDir, '_headers'), netlifyHeaders(headers));
      // Unknown paths answer 404 (build/app-paths.ts), with the app shell (the home page's HTML, whose scripts render
      // the app's not-found notice) as their body.
      const prerendered = htmlFiles(outDir).map((file) => `/${relative(outDir, dirname(file)).split(sep).join('/')}`);
      const known = appPaths(routeTable, { demo: env.VITE_DEMO === '1', prerendered });
      writeFileSync(join(outDir, '.deploy', 'app-paths.conf'), nginxAppPaths(known));
      writeFileSync(join(outDir, '_redirects'), redirectsFile(known));
      copyFileSync(join(outDir, 'index.html'), join(outDir, '404.html'));
      },
    },
  };
}
