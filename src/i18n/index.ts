import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '@/config/languages';
import { isDemoMode, isPrerendering, isProductionBuild } from '@/config/env';
import { DownloadFailedError, withRetries } from '@/lib/retry/with-retries';
import { prepareStorage } from '@/lib/storage/storage';
import { writeStored } from '@/lib/storage/web-storage';
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';
import { addMoneyFormat, businessValues } from './business-values';
import { currentLanguage } from './current-language';
import { detectLanguage, keepLanguageCookie } from './language';
import { NAMESPACES, type Namespace } from './namespaces';

type Resource = Record<string, unknown>;
const resourceKey = (language: string, namespace: string) => `./locales/${language}/${namespace}.json`;
// One file per language and namespace: a route downloads only the copy it shows.
// Read here, not through src/config/env.ts: the bundler must see these tests to leave the copy as modules out of a
// production build (it fetches JSON files), and the demo screens' copy out of every build but the demo's.
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
const servedNamespaces: readonly string[] = NAMESPACES.filter((ns) => ns !== 'demo' || isDemoMode);

/** The URL a production build serves one language's namespace at (the prerender preloads it). */
export const translationUrl = (language: string, namespace: string): string | undefined =>
  isProductionBuild && (SUPPORTED_LANGUAGES as readonly string[]).includes(language) && servedNamespaces.includes(namespace)
    ? `${__LOCALES_BASE__}${language}/${namespace}.json`
    : undefined;

async function fetchResource(url: string): Promise<Resource> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as Resource;
}

function loadResource(language: string, namespace: string): Promise<Resource> | null {
  const url = isProductionBuild && !isPrerendering ? translationUrl(language, namespace) : undefined;
  if (url) return withRetries(() => fetchResource(url));
  const load = resourceModules[resourceKey(language, namespace)];
  return load ? withRetries(load) : null;
}

/** `language|namespace` of the files that could not be downloaded: asked for again by the next loadNamespaces. */
const failedResources = new Set<string>();

const lazyResources: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const loading = loadResource(language, namespace);
    if (!loading) {
      callback(null, {});
      return;
    }
    const name = `${language}|${namespace}`;
    // Retried here (withRetries), with growing pauses: i18next's own retries do not apply to a failure without data.
    loading.then(
      (resource) => {
        failedResources.delete(name);
        callback(null, resource);
      },
      (error: unknown) => {
        failedResources.add(name);
        callback(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  },
};

/** The namespaces of these whose copy in the current language is not in (their download failed). */
const missingNamespaces = (namespaces: readonly string[]): string[] =>
  namespaces.filter((namespace) => !i18n.languages.every((language) => i18n.hasResourceBundle(language, namespace)));

function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * The language detector is i18next-browser-languagedetector with one detector
 * of ours, `visitorLanguage` (`addDetector`), that decides by the product's rule
 * (docs/product/languages.md#how-the-language-is-chosen) in ./language.ts: the
 * same function the inline head script runs before the first paint, so the page keeps the language it was painted in.
 * The library's own lookups would read the sources differently (an encoded
 * cookie, a repeated ?lng=) and best-match loosely (a stored "en" would count).
 */
const VISITOR_LANGUAGE = 'visitorLanguage';
const detection: DetectorOptions = {
  order: [VISITOR_LANGUAGE],
  // The choice is kept for the next visit, and for the head script of a prerendered page.
  caches: [VISITOR_LANGUAGE],
};
const languageDetector = new LanguageDetector(undefined, detection);
languageDetector.addDetector({
  name: VISITOR_LANGUAGE,
  lookup: detectLanguage,
  cacheUserLanguage: (language) => {
    writeStored('local', STORAGE_KEYS.language, language);
    keepLanguageCookie(language);
  },
});

let initialising: Promise<typeof i18n> | null = null;

/**
 * Initialises i18next once (before the first render) and loads the `common`
 * namespace with `namespaces` (a prerendered page's, so that it hydrates with
 * every string it was rendered with; the page preloads their files). Rejects
 * when one could not be downloaded: the page would show keys instead of copy.
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
          // pt-BR is the fallback language (docs/product/languages.md). English needs no fallback resources
          // (locales.test.ts keeps both languages complete), so English visitors skip downloading pt-BR.
          fallbackLng: { 'en-US': [], default: [DEFAULT_LANGUAGE] },
          load: 'currentOnly',
          ns: [...new Set<string>(['common', ...namespaces])],
          defaultNS: 'common',
          // Prices and trial lengths are named in the copy ({{trialDays}}, {{perService, money}}), never typed there.
          interpolation: { escapeValue: false, defaultVariables: businessValues },
          react: { useSuspense: true },
        }),
    )
    .then(() => {
      // Before the page's language is synced: without its copy, i18next would call the page Portuguese.
      const missing = missingNamespaces(['common', ...namespaces]);
      if (missing.length) throw new DownloadFailedError(`Translations not downloaded: ${missing.join(', ')}`);
      addMoneyFormat(i18n);
      syncDocumentLanguage(currentLanguage(i18n));
      i18n.on('languageChanged', () => syncDocumentLanguage(currentLanguage(i18n)));
      return i18n;
    });
  return initialising;
}

/**
 * Loads these namespaces in the current language; one whose download failed before is asked for again.
 * Rejects when one is still missing, so that a screen shows the "could not load" page rather than keys.
 */
export async function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  const languages = [...i18n.languages];
  const failedBefore = namespaces.filter((namespace) => languages.some((language) => failedResources.has(`${language}|${namespace}`)));
  if (failedBefore.length) await i18n.reloadResources(languages, failedBefore);
  await i18n.loadNamespaces([...namespaces]);
  const missing = missingNamespaces(namespaces);
  if (missing.length) throw new DownloadFailedError(`Translations not downloaded: ${missing.join(', ')}`);
}

/**
 * Switches the language once the copy the page uses in it is in. Resolves false when it could not be downloaded:
 * the page stays in its language (the caller then follows the language's link, a page load of its own).
 */
export async function switchLanguage(language: string): Promise<boolean> {
  const used = i18n.options.ns ? [i18n.options.ns].flat() : [];
  const absent = () => used.filter((namespace) => !i18n.hasResourceBundle(language, namespace));
  // Only what is not in yet (a namespace that failed before included); the other language's files are not asked for again.
  if (absent().length) await i18n.reloadResources([language], absent());
  if (absent().length) return false;
  await i18n.changeLanguage(language);
  return true;
}

export { i18n };
