/**
 * Prerendering: after the client build, the public pages are rendered to
 * static HTML (src/entry-prerender.tsx, built for Node with the same Vite
 * config), one document per language: `route/index.html` in pt-BR and
 * `route/index.en-US.html` in English, which the host serves to a visitor who
 * reads English (deploy/nginx.conf). Each has its own head in its language and
 * start data naming exactly the chunks and translation files it hydrates with
 * (loaded by the page script, src/startup/page.ts, after the first paint). `/`
 * is also `index.html`, the document a host serves for other paths the app
 * routes; the head script then sees that the markup belongs to another path (or
 * language) and the browser renders the page instead of hydrating (docs/startup.md).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { routeTable } from '../src/app/route-table.ts';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../src/config/languages.ts';
import { earlyPaths } from '../src/config/early-requests.ts';
import { markupId, START_DATA_ID, type StartData } from '../src/startup/start-data.ts';
import { SCREEN_MODULES_FILE, type ScreenModules } from '../src/app/screen-modules.ts';
import type { PrerenderedPage } from '../src/entry-prerender.tsx';
import { startupScript } from './startup-scripts.ts';

interface ManifestChunk {
  file: string;
  assets?: string[];
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

interface PrerenderModule {
  prerenderPaths: () => string[];
  storedKeysToCheck: () => [string, string][];
  prerenderPage: (path: string, language?: string) => Promise<PrerenderedPage>;
}

/** The chunk of the schemas checked on demand (src/lib/storage/storage.ts loads it when one of their keys holds a value: src/app/schemas-on-demand.ts). */
const STORAGE_SCHEMAS = 'src/app/stored-schemas.ts';
/**
 * The chunks that read a stored session's profile (src/domain/session/profile-watch.ts loads it) and ask for the
 * page's data for that account as the app starts (src/app/page-data.ts loads it).
 */
const SESSION_MODULES = ['src/domain/session/profile-query.ts', 'src/app/account-prefetch.ts'];

/**
 * A page's document in a language: `index.html` in the default one (what a host serves when it
 * knows nothing of the visitor), `index.<language>.html` in the others.
 */
function documentFile(path: string, language: string): string {
  const name = language === DEFAULT_LANGUAGE ? 'index.html' : `index.${language}.html`;
  return path === '/' ? name : `${path.slice(1)}/${name}`;
}

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
 * React DOM's renderer: the entry imports it when it starts (src/main.tsx), so that its evaluation is a task of
 * its own; every page preloads it with the entry.
 */
function rendererFilesOf(manifest: Manifest): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  // The chunk vite.config.ts names 'react-dom'.
  const key = entry?.dynamicImports?.find((name) => /^_react-dom-[\w-]+\.js$/.test(name));
  if (!key) throw new Error('The entry does not import react-dom/client dynamically (src/main.tsx)');
  const entryFiles = entryFilesOf(manifest);
  return closure(manifest, key)
    .map((chunk) => chunk.file)
    .filter((file) => !entryFiles.has(file));
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

/** The history worker's script (src/domain/orders/history/history.worker.ts), which the manifest lists as an asset of the chunk that starts it. */
function historyWorkerFile(manifest: Manifest): string {
  const file = Object.values(manifest)
    .flatMap((chunk) => chunk.assets ?? [])
    .find((asset) => /(^|\/)history\.worker-[\w-]+\.js$/.test(asset));
  if (!file) throw new Error('The manifest names no history worker (src/domain/orders/history/history.worker.ts)');
  return file;
}

/** The element index.html's render-blocking `<link rel="expect">` waits for. */
const PAINT_AFTER_ID = 'app-ready';

/**
 * Markup as the text of a <script type="text/plain"> data block: the parser only scans it for its
 * end. `</` (and `<!--`, which changes how script text is scanned) get a backslash the page script
 * takes off again (src/startup/page.ts); the markup's own text never holds a raw `<`.
 */
const inertMarkup = (html: string) => html.replace(/<\//g, '<\\/').replace(/<!--/g, '<\\!--');

/** JSON in a <script type="application/json">: nothing in it may close the element. */
const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function screenOf(path: string): string | undefined {
  if (path.startsWith('/blog/')) return 'blog-article';
  return routeTable.find((route) => route.path === path)?.screen;
}

/** Attributes of a built tag, e.g. the `src` of the entry's <script>. */
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** What the build knows when it writes a page's document. */
interface DocumentParts {
  /** The built index.html: the app's stylesheet and entry, the head script, an empty #root. */
  template: string;
  page: PrerenderedPage;
  /** The same page in the other languages: their markup travels as data, for a host that sent this document to their readers. */
  others: PrerenderedPage[];
  manifest: Manifest;
  base: string;
  /** Stored values whose schemas the page script preloads when one is there. */
  storedKeys: [string, string][];
  /** The page script, compiled (build/startup-scripts.ts). */
  pageScript: string;
  /** The private shell's script, compiled (after the page script, in a private page's document only). */
  shellScript: string;
  /** A built stylesheet's text, by its URL (a private page carries its stylesheets in its document). */
  stylesheet: (href: string) => string;
}

/**
 * One page's document in one language: its markup in #root, its head, its start data,
 * and no script tag of the app's own: the entry is only preloaded, and the page script
 * (src/startup/page.ts) runs it and loads the page's chunks and translations once the
 * page has painted.
 */
function pageDocument({ template, page, others, manifest, base, storedKeys, pageScript, shellScript, stylesheet }: DocumentParts): string {
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
  // A returning visitor's stored values are checked by a chunk of their own: preloaded with the entry when one is there.
  const schemas = manifest[STORAGE_SCHEMAS]?.file;
  if (!schemas) throw new Error(`The manifest has no ${STORAGE_SCHEMAS}`);
  const start: StartData = {
    entry,
    startModules: rendererFilesOf(manifest).map((file) => `${base}${file}`),
    modules,
    ns: page.namespaces,
    translations: page.translationUrls,
    schemas: { file: `${base}${schemas}`, keys: storedKeys },
  };
  if (Object.keys(page.formats).length) start.formats = page.formats;
  // A page that asks for the profile before the app runs also reads it as soon as the app does.
  if (routeTable.find((route) => route.path === page.path)?.early?.includes('profile')) {
    const files = new Set(SESSION_MODULES.flatMap((key) => closure(manifest, key)).map((chunk) => chunk.file));
    start.session = [...files].filter((file) => !entryFiles.has(file)).map((file) => `${base}${file}`);
  }
  let links = [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
    ...privatePreloads(page, start),
  ].join('\n    ');
  let html = template.replace(scriptTag, '');
  for (const tag of entryPreloads) html = html.replace(tag, '');
  if (isPrivate(page.path)) {
    html = inlineStylesheets(html, stylesheet);
    links = inlineStylesheets(links, stylesheet);
  }
  return html
    .replace(/<html lang="[^"]*">/, `<html lang="${page.language}" data-path="${page.path}"${rowAttributes(page.path, manifest, base)}>`)
    .replace(/<!--app-head-->[\s\S]*?<!--\/app-head-->/, page.head)
    // After the entry's own stylesheet, as the browser app appends them: the cascade stays the same.
    .replace('</head>', `  ${links}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      [
        `<div id="root">${page.html}</div>`,
        // Inert text, not markup: the parser only scans it, and the page script swaps it in for a reader of that language.
        ...others.map((other) => `<script type="text/plain" id="${markupId(other.language)}">${inertMarkup(other.html)}</script>`),
        `<script type="application/json" id="${START_DATA_ID}">${jsonForHtml(start)}</script>`,
        `<script>${pageScript}</script>`,
        ...(isPrivate(page.path) ? [`<script>${shellScript}</script>`] : []),
        // The first paint waits for this (index.html's <link rel="expect">): the page script has run by then.
        `<template id="${PAINT_AFTER_ID}"></template>`,
      ].join('\n    '),
    );
}

const isPrivate = (path: string) => routeTable.find((route) => route.path === path)?.access === 'private';

/**
 * A private page's stylesheets in its document: its shell paints without a request of its own, while the page's
 * downloads (below) take the phone's bandwidth, and the page script (after the stylesheet, so it waited for it)
 * starts the app as the document is read. A private page is a returning customer's: a few KB more to each of its
 * documents, against a round trip and a stylesheet that shares the line with the page's whole JavaScript.
 */
function inlineStylesheets(html: string, stylesheet: (href: string) => string): string {
  return html.replace(/<link rel="stylesheet"[^>]*>/g, (tag) => {
    const css = stylesheet(attribute(tag, 'href') ?? '');
    if (/<\/style/i.test(css)) throw new Error(`${attribute(tag, 'href')} cannot be inlined: it contains "</style"`);
    return `<style>${css}</style>`;
  });
}

/**
 * A private page's downloads as links of its document, after its stylesheets: its shell waits for them and has nothing
 * to tap meanwhile, so they start as the document arrives (the browser's preload scanner), not once the page script
 * has run at the end of a long document, and the page's thread does not add them one by one (a slow phone spends a few
 * tenths of a second on that). Without a session the app sends the visitor to log in, and back here after it: the
 * same files. The page script adds only what is not here (the translations of another language).
 */
function privatePreloads(page: PrerenderedPage, start: StartData): string[] {
  if (!isPrivate(page.path)) return [];
  const modules = [...new Set([start.entry, ...start.startModules, ...(start.session ?? []), ...start.modules])];
  return [
    ...modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...(start.translations[page.language] ?? []).map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}">`),
  ];
}

/**
 * What the head script reads of the page's row: the stored values that make the browser render this page itself
 * (RouteMeta.clientWhenStored), and what a logged-in visitor's page asks the API for as it arrives (RouteMeta.early).
 */
function rowAttributes(path: string, manifest: Manifest, base: string): string {
  const row = routeTable.find((route) => route.path === path);
  const keys = row?.clientWhenStored ?? [];
  const early = (row?.early ?? []).flatMap(earlyPaths);
  // The history worker's script, for a page that reads the history: the head script starts it.
  const worker = row?.early?.includes('history') ? historyWorkerFile(manifest) : null;
  // A private page's shell is hydrated only with a stored session: without one, the app sends the visitor to log in.
  const shell = row?.access === 'private' ? ' data-private' : '';
  return `${keys.length ? ` data-client-when-stored="${keys.join(' ')}"` : ''}${early.length ? ` data-early="${early.join(' ')}"` : ''}${worker ? ` data-history-worker="${base}${worker}"` : ''}${shell}`;
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
        const shellScript = await startupScript('shell');
        writeFileSync(join(outDir, SCREEN_MODULES_FILE), JSON.stringify(screenModules(manifest, config.base)));
        const storedKeys = module.storedKeysToCheck();
        const stylesheet = (href: string) => readFileSync(join(outDir, href.slice(config.base.length)), 'utf8');
        for (const path of module.prerenderPaths()) {
          const pages: PrerenderedPage[] = [];
          for (const language of SUPPORTED_LANGUAGES) pages.push(await module.prerenderPage(path, language));
          for (const page of pages) {
            const file = join(outDir, documentFile(path, page.language));
            mkdirSync(dirname(file), { recursive: true });
            const others = pages.filter((other) => other !== page);
            writeFileSync(file, pageDocument({ template, page, others, manifest, base: config.base, storedKeys, pageScript, shellScript, stylesheet }));
          }
        }
        for (const route of routeTable.filter((meta) => meta.prerenderAs)) {
          for (const language of SUPPORTED_LANGUAGES) {
            const file = join(outDir, documentFile(route.path, language));
            mkdirSync(dirname(file), { recursive: true });
            // The target's page: the head script gives it the target's address before the first paint, then it hydrates.
            const source = readFileSync(join(outDir, documentFile(route.prerenderAs!, language)), 'utf8');
            writeFileSync(file, source.replace(/<html lang="([^"]*)" /, `<html lang="$1" data-alias="${route.path}" `));
          }
        }
      },
    },
  };
}
