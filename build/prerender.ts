/**
 * Prerendering: after the client build, the public pages are rendered to
 * static HTML in pt-BR and en-US (src/entry-prerender.tsx, built for Node with
 * the same Vite config) and written next to the app as `route/index.html`,
 * each with its own head, its English markup in a template, and start data
 * naming exactly the chunks and translation files it hydrates with (loaded by
 * the page script, src/startup/page.ts, after the first paint). `/` is also
 * `index.html`, the document any static host serves for other paths; the head
 * script then sees that the markup belongs to another path and the browser
 * renders the page instead of hydrating (docs/startup.md).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { routeTable } from '../src/app/route-table.ts';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../src/config/constants.ts';
import { START_DATA_ID, type StartData } from '../src/startup/start-data.ts';
import { SCREEN_MODULES_FILE, type ScreenModules } from '../src/app/screen-modules.ts';
import { startupScript } from './startup-scripts.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

interface PrerenderedPage {
  path: string;
  language: string;
  html: string;
  head: string;
  namespaces: string[];
  translationUrls: Record<string, string[]>;
  formats: Record<string, string>;
}
interface PrerenderModule {
  prerenderPaths: () => string[];
  storedKeysToCheck: () => [string, string][];
  prerenderPage: (path: string, language?: string) => Promise<PrerenderedPage>;
}

/** The chunk that checks stored values (src/lib/storage.ts loads it when something is stored). */
const STORAGE_SCHEMAS = 'src/lib/storage-schemas.ts';

/** Every page carries its markup in each language; the default one (first) is painted without JavaScript. */
const LANGUAGES = [DEFAULT_LANGUAGE, ...SUPPORTED_LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE)];

/** The entry's own files (already in index.html) and a screen chunk's, with everything they import statically. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): ManifestChunk[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  const chunk = manifest[key];
  return [chunk, ...(chunk.imports ?? []).flatMap((next) => closure(manifest, next, seen))];
}

/** The files the entry loads itself (its own chunk and its static imports). */
function entryFilesOf(manifest: Manifest): Set<string> {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  return new Set(entryKey ? closure(manifest, entryKey).map((chunk) => chunk.file) : []);
}

/**
 * Each screen's chunk and the chunks it imports that the entry does not load:
 * src/app/screen-preload.ts preloads them together on a move to the screen
 * (the build emits no preload map of its own: it cost every first visit 1.5 KB).
 */
export function screenModules(manifest: Manifest, base: string): ScreenModules {
  const entryFiles = entryFilesOf(manifest);
  return Object.fromEntries(
    [...new Set(routeTable.map((route) => route.screen))]
      .filter((screen) => manifest[`src/app/routes/${screen}.tsx`])
      .map((screen) => [
        screen,
        closure(manifest, `src/app/routes/${screen}.tsx`)
          .map((chunk) => chunk.file)
          .filter((file) => !entryFiles.has(file))
          .map((file) => `${base}${file}`),
      ]),
  );
}

/** JSON in a <script type="application/json">: nothing in it may close the element. */
const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function screenOf(path: string): string | undefined {
  if (path.startsWith('/blog/')) return 'blog-article';
  return routeTable.find((route) => route.path === path)?.screen;
}

/** Attributes of a built tag, e.g. the `src` of the entry's <script>. */
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * One page's document: its pt-BR markup in #root, its other languages' markup in
 * <template data-root>, and no script tag of the app's own: the entry is only
 * preloaded, and the page script (src/startup/page.ts) runs it and loads the
 * page's chunks and translations once the page has painted. `/` doubles as the
 * fallback document of other paths.
 */
function fill(template: string, pages: PrerenderedPage[], manifest: Manifest, base: string, storedKeys: [string, string][], pageScript: string): string {
  const [page, ...others] = pages;
  if (!page) throw new Error('No page to write');
  const entryFiles = entryFilesOf(manifest);
  const screen = screenOf(page.path);
  const chunks = screen ? closure(manifest, `src/app/routes/${screen}.tsx`) : [];
  const styles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].filter((file) => !template.includes(`${base}${file}`));
  // The app's own script tags leave the document: the page script adds them after the first paint.
  const scriptTag = /<script type="module"[^>]*><\/script>\s*/.exec(template)?.[0];
  const entry = scriptTag ? attribute(scriptTag, 'src') : undefined;
  if (!scriptTag || !entry) throw new Error('index.html has no entry script');
  const entryPreloads = [...template.matchAll(/<link rel="modulepreload"[^>]*>\s*/g)].map((match) => match[0]);
  const modules = [
    ...entryPreloads.map((tag) => attribute(tag, 'href') ?? ''),
    ...new Set(chunks.map((chunk) => `${base}${chunk.file}`).filter((file) => !entryFiles.has(file.slice(base.length)))),
  ].filter(Boolean);
  const namespaces = [...new Set(pages.flatMap((each) => each.namespaces))];
  const start: StartData = {
    entry,
    modules,
    ns: namespaces,
    i18n: Object.fromEntries(LANGUAGES.map((language) => [language, namespaces.map((ns) => translationUrlOf(pages, language, ns))])),
  };
  const formats = Object.assign({}, ...pages.map((each) => each.formats)) as Record<string, string>;
  if (Object.keys(formats).length) start.formats = formats;
  // A returning visitor's stored values are checked by a chunk of their own: preloaded with the entry when one is there.
  const schemas = manifest[STORAGE_SCHEMAS]?.file;
  if (!schemas) throw new Error(`The manifest has no ${STORAGE_SCHEMAS}`);
  start.schemas = { file: `${base}${schemas}`, keys: storedKeys };
  const links = [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
    // The entry is most of what a page needs to come alive: it starts downloading with the document, behind the
    // stylesheet (low priority), and runs once the page has painted (the page script adds its <script>).
    `<link rel="modulepreload" crossorigin fetchpriority="low" href="${entry}">`,
  ].join('\n    ');
  let html = template.replace(scriptTag, '');
  for (const tag of entryPreloads) html = html.replace(tag, '');
  const templates = others.map((other) => `<template data-root="${other.language}">${other.html}</template>`).join('\n    ');
  return html
    .replace('<html lang="pt-BR">', `<html lang="pt-BR" data-path="${page.path}"${clientWhenStored(page.path)}>`)
    .replace(/<!--app-head-->[\s\S]*?<!--\/app-head-->/, page.head)
    // After the entry's own stylesheet, as the browser app appends them: the cascade stays the same.
    .replace('</head>', `  ${links}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      [`<div id="root">${page.html}</div>`, templates, `<script type="application/json" id="${START_DATA_ID}">${jsonForHtml(start)}</script>`, `<script>${pageScript}</script>`]
        .filter(Boolean)
        .join('\n    '),
    );
}

/** The stored values that make the browser render this page itself (RouteMeta.clientWhenStored, read by the head script). */
function clientWhenStored(path: string): string {
  const keys = routeTable.find((route) => route.path === path)?.clientWhenStored ?? [];
  return keys.length ? ` data-client-when-stored="${keys.join(' ')}"` : '';
}

function translationUrlOf(pages: PrerenderedPage[], language: string, ns: string): string {
  for (const page of pages) {
    const url = page.translationUrls[language]?.[page.namespaces.indexOf(ns)];
    if (url) return url;
  }
  throw new Error(`No translation file for ${language}/${ns}`);
}

export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        if (config.build.ssr || !config.build.write) return;
        const outDir = resolve(config.root, config.build.outDir);
        const ssrOut = resolve(config.root, 'node_modules/.cache/prerender-ssr');
        await build({
          root: config.root,
          mode: config.mode,
          configFile: config.configFile,
          logLevel: 'error',
          build: { ssr: 'src/entry-prerender.tsx', outDir: ssrOut, emptyOutDir: true, minify: false, copyPublicDir: false, manifest: false },
        });
        // No cache-busting query: the entry's own chunks import it by its plain URL, and there must be one instance.
        const module = (await import(pathToFileURL(join(ssrOut, 'entry-prerender.js')).href)) as PrerenderModule;
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
        const pageScript = await startupScript('page');
        writeFileSync(join(outDir, SCREEN_MODULES_FILE), JSON.stringify(screenModules(manifest, config.base)));
        for (const path of module.prerenderPaths()) {
          const pages: PrerenderedPage[] = [];
          for (const language of LANGUAGES) pages.push(await module.prerenderPage(path, language));
          const file = path === '/' ? join(outDir, 'index.html') : join(outDir, path.slice(1), 'index.html');
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, fill(template, pages, manifest, config.base, module.storedKeysToCheck(), pageScript));
        }
        for (const route of routeTable.filter((meta) => meta.prerenderAs)) {
          const source = route.prerenderAs === '/' ? join(outDir, 'index.html') : join(outDir, `${route.prerenderAs}`.slice(1), 'index.html');
          const file = join(outDir, route.path.slice(1), 'index.html');
          mkdirSync(dirname(file), { recursive: true });
          // The target's page: the head script gives it the target's address before the first paint, then it hydrates.
          writeFileSync(file, readFileSync(source, 'utf8').replace(/<html lang="pt-BR" /, `<html lang="pt-BR" data-alias="${route.path}" `));
        }
      },
    },
  };
}
