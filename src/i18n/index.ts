import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import LanguageDetector, { type CustomDetector, type DetectorOptions } from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '@/config/constants';
import { prepareStorage, session, storage } from '@/lib/storage';
import { decideLanguage } from './language';
import { NAMESPACES, type Namespace } from './namespaces';

type Resource = Record<string, unknown>;
const resourceKey = (language: string, namespace: string) => `./locales/${language}/${namespace}.json`;
// One file per language and namespace: a route downloads only the copy it shows.
// The demo screens' copy exists only in demo builds (tested inline so the bundler drops it).
const resourceModules: Record<string, () => Promise<Resource>> =
  import.meta.env.PROD && !import.meta.env.SSR
    ? {}
    : {
        ...import.meta.glob<Resource>(['./locales/*/*.json', '!./locales/*/demo.json'], { import: 'default' }),
        ...(import.meta.env.VITE_DEMO === '1' ? import.meta.glob<Resource>('./locales/*/demo.json', { import: 'default' }) : {}),
      };
// In a production build the browser fetches them as static JSON files instead of JavaScript
// modules: JSON parses faster than the same copy as code, and a prerendered page preloads
// exactly its own in parallel with the app (build/prerender.ts, via translationUrl). All of
// them sit in one folder named after their hash (build/plugins.ts), so no per-file URL ships.
const servedNamespaces: readonly string[] = NAMESPACES.filter((ns) => ns !== 'demo' || import.meta.env.VITE_DEMO === '1');

/** The URL a production build serves one language's namespace at (the prerender preloads it). */
export const translationUrl = (language: string, namespace: string): string | undefined =>
  import.meta.env.PROD && (SUPPORTED_LANGUAGES as readonly string[]).includes(language) && servedNamespaces.includes(namespace)
    ? `${__LOCALES_BASE__}${language}/${namespace}.json`
    : undefined;

async function fetchResource(url: string): Promise<Resource> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as Resource;
}

function loadResource(language: string, namespace: string): Promise<Resource> | null {
  const url = import.meta.env.PROD && !import.meta.env.SSR ? translationUrl(language, namespace) : undefined;
  if (url) return fetchResource(url);
  const load = resourceModules[resourceKey(language, namespace)];
  return load ? load() : null;
}

const lazyResources: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const loading = loadResource(language, namespace);
    if (!loading) {
      callback(null, {});
      return;
    }
    loading.then(
      (resource) => callback(null, resource),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * The language detector is i18next-browser-languagedetector. Its lookups read the sources in
 * SPEC §9's order (`?lng=`, the `i18next` cookie, `i18nextLng` in localStorage then
 * sessionStorage, the browser's languages); the stored values go through lib/storage.ts like
 * every stored key. Its built-in pipeline cannot express SPEC §4, though: it would map every
 * value loosely and let i18next best-match across all of them (a stored "en" would count, and
 * [fr-FR, en-US] would read English). So one detector of ours (`addDetector`) decides once, over
 * those lookups, with the rules the inline head script (./bootstrap-script.ts) applies too.
 */
const SPEC_DETECTOR = 'spec';
const detection: DetectorOptions = {
  order: [SPEC_DETECTOR],
  lookupQuerystring: 'lng',
  lookupCookie: 'i18next',
  // The choice is kept for the next visit, and for the head script of a prerendered page.
  caches: [SPEC_DETECTOR],
};
const languageDetector = new LanguageDetector(undefined, detection);

/** One of the library's own lookups; a list (the browser's languages) or a single value. */
const lookup = (name: string) => (languageDetector.detectors[name] as CustomDetector).lookup(detection);

/** The library reads ?lng= as written; the head script, like any URL reader, decodes it (?lng=en%2DUS is en-US). */
function decoded(value: string | undefined): string | undefined {
  try {
    return value === undefined ? value : decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** SPEC §4 over the library's lookups: ?lng= loosely, a stored pt-BR/en-US exactly, else the browser's first language. */
export const detectLanguage = () =>
  decideLanguage({
    query: decoded(lookup('querystring') as string | undefined),
    cookie: lookup('cookie') as string | undefined,
    local: storage.language.get(),
    session: session.language.get(),
    browser: lookup('navigator') as string[] | undefined,
  });

languageDetector.addDetector({
  name: SPEC_DETECTOR,
  lookup: detectLanguage,
  cacheUserLanguage: (language) => storage.language.set(language),
});

let initialising: Promise<typeof i18n> | null = null;

/**
 * Initialises i18next once (before the first render) and loads the `common`
 * namespace with `namespaces` (a prerendered page's, so that it hydrates with
 * every string it was rendered with; the page preloads their files).
 */
export function initI18n(namespaces: readonly Namespace[] = []): Promise<typeof i18n> {
  // The stored language is read through its schema: that loads first when something is stored.
  initialising ??= prepareStorage()
    .then(() =>
      i18n
        .use(lazyResources)
        .use(languageDetector)
        .use(initReactI18next)
        .init({
          detection,
          supportedLngs: [...SUPPORTED_LANGUAGES],
          // pt-BR is the fallback language (SPEC §4). English needs no fallback resources
          // (locales.test.ts keeps both languages complete), so English visitors skip downloading pt-BR.
          fallbackLng: { 'en-US': [], default: [DEFAULT_LANGUAGE] },
          load: 'currentOnly',
          ns: [...new Set<string>(['common', ...namespaces])],
          defaultNS: 'common',
          interpolation: { escapeValue: false },
          react: { useSuspense: true },
        }),
    )
    .then(() => {
      syncDocumentLanguage(i18n.resolvedLanguage ?? DEFAULT_LANGUAGE);
      i18n.on('languageChanged', () => syncDocumentLanguage(i18n.resolvedLanguage ?? DEFAULT_LANGUAGE));
      return i18n;
    });
  return initialising;
}

export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return i18n.loadNamespaces([...namespaces]);
}

export { i18n };
