/**
 * The visitor's language (docs/product/languages.md), decided in one place. The inline head
 * script of every page (src/startup/head.ts, compiled by the build) and the
 * app's i18next detector (./index.ts) both call `detectLanguage`, so the
 * language a page is painted in is the language the app keeps, whatever the
 * address, cookie or storage holds.
 */
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@/config/languages';
import { STARTUP_KEYS } from '@/lib/storage/storage-keys';
import { readStored } from '@/lib/storage/web-storage';

export const LANGUAGE_QUERY = 'lng';
const LANGUAGE_COOKIE = 'i18next';

export const isSupportedLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);

/** What the browser offers, in the detection order (docs/product/languages.md#how-the-language-is-chosen). */
export interface LanguageSources {
  /** Every `lng` of the query, in order. */
  query: readonly string[];
  /** The `i18next` cookie, percent-decoded. */
  cookie: string | null;
  /** `i18nextLng` in localStorage, then in sessionStorage. */
  local: string | null;
  session: string | null;
  /** The browser's languages, its first choice first. */
  browser: readonly string[];
}

/** A loose name (en, EN_gb, pt-PT, " en "): pt… is pt-BR, en… is en-US, anything else nothing. */
function looseLanguage(value: string): Language | null {
  const tag = value.trim().toLowerCase();
  if (/^pt($|[-_])/.test(tag)) return 'pt-BR';
  if (/^en($|[-_])/.test(tag)) return 'en-US';
  return null;
}

/** A stored choice counts only when it names a supported language exactly (case and spaces aside): a stored "en" does not. */
function storedLanguage(value: string | null): Language | null {
  const tag = (value ?? '').trim().toLowerCase();
  return SUPPORTED_LANGUAGES.find((language) => language.toLowerCase() === tag) ?? null;
}

/**
 * The query's `lng` loosely (the last one that names a language), then
 * a stored choice exactly (cookie, localStorage, sessionStorage), then the
 * browser's FIRST language loosely ([fr-FR, en-US] reads Portuguese), else pt-BR.
 */
export function decideLanguage(sources: LanguageSources): Language {
  const fromQuery = [...sources.query].reverse().map(looseLanguage).find(Boolean);
  if (fromQuery) return fromQuery;
  for (const stored of [sources.cookie, sources.local, sources.session]) {
    const language = storedLanguage(stored);
    if (language) return language;
  }
  return looseLanguage(sources.browser[0] ?? '') ?? DEFAULT_LANGUAGE;
}

/**
 * The query's `lng` values. Like i18next-browser-languagedetector, a query
 * inside the hash (`/#?lng=en`) counts when the address has none of its own.
 * URLSearchParams never throws: malformed percent-encoding reads as text.
 */
export function queryLanguages(search: string, hash: string): string[] {
  const query = search.length > 1 ? search : hash.includes('?') ? hash.slice(hash.indexOf('?')) : '';
  return new URLSearchParams(query).getAll(LANGUAGE_QUERY);
}

/**
 * The language an address names by itself (its `?lng=`), else the default: each language's
 * page has its own address, which its canonical link gives.
 */
export function addressLanguage(search: string, hash = ''): Language {
  return decideLanguage({ query: queryLanguages(search, hash), cookie: null, local: null, session: null, browser: [] });
}

/** The `i18next` cookie's value, percent-decoded when it can be (a malformed one is read as written). */
export function cookieLanguage(cookies: string): string | null {
  const prefix = `${LANGUAGE_COOKIE}=`;
  const raw = cookies
    .split(';')
    .map((cookie) => cookie.trim())
    .find((cookie) => cookie.startsWith(prefix))
    ?.slice(prefix.length);
  if (raw === undefined) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** A year: the choice outlives a visit, as the stored one does. */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Keeps the visitor's language in the `i18next` cookie too: the host reads it to send the
 * next page's document in that language (deploy/nginx.conf), which localStorage cannot tell it.
 */
export function keepLanguageCookie(language: string): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax${secure}`;
}

/** The browser's languages, first choice first. */
function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
}

/** Reads every source from this browser. */
function readLanguageSources(): LanguageSources {
  return {
    query: queryLanguages(window.location.search, window.location.hash),
    cookie: cookieLanguage(document.cookie),
    local: readStored('local', STARTUP_KEYS.language),
    session: readStored('session', STARTUP_KEYS.language),
    browser: browserLanguages(),
  };
}

/** The visitor's language, decided from this browser's sources (the default where there is no browser: prerendering). */
export const detectLanguage = (): Language => (typeof window === 'undefined' ? DEFAULT_LANGUAGE : decideLanguage(readLanguageSources()));

/** The browser's own first language, as it reports it (the landings' badge: "fr-FR"). */
export function browserLanguageTag(languages: readonly string[] = browserLanguages()): string | null {
  return languages[0] ?? null;
}
