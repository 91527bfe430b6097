import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@/config/constants';

export const isSupportedLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);

/** pt* → pt-BR, en* → en-US, anything else → null. */
function mapLanguage(value: string | null | undefined): Language | null {
  const lower = (value ?? '').trim().toLowerCase();
  if (lower === 'pt' || lower.startsWith('pt-') || lower.startsWith('pt_')) return 'pt-BR';
  if (lower === 'en' || lower.startsWith('en-') || lower.startsWith('en_')) return 'en-US';
  return null;
}

/** What the browser offers, in the spec's detection order (SPEC §9). */
export interface LanguageSources {
  /** ?lng= */
  query?: string | null;
  /** the i18next cookie */
  cookie?: string | null;
  /** i18nextLng in localStorage, then in sessionStorage */
  local?: string | null;
  session?: string | null;
  /** navigator.languages (or [navigator.language]) */
  browser?: readonly string[];
}

/**
 * SPEC §4 Language. ?lng= may name a language loosely (en, pt-PT); a stored
 * value counts only when it is exactly pt-BR or en-US (an old "en" is ignored);
 * otherwise the browser's FIRST language decides: pt… gives pt-BR, en… en-US,
 * anything else pt-BR ([fr-FR, en-US] reads Portuguese).
 */
export function decideLanguage(sources: LanguageSources): Language {
  const fromQuery = mapLanguage(sources.query);
  if (fromQuery) return fromQuery;
  for (const stored of [sources.cookie, sources.local, sources.session]) {
    if (isSupportedLanguage(stored)) return stored;
  }
  return mapLanguage(sources.browser?.[0]) ?? DEFAULT_LANGUAGE;
}

/** The browser's own first language, as it reports it (the landings' badge: "fr-FR"). */
export function browserLanguageTag(languages: readonly string[] = readNavigatorLanguages()): string | null {
  return languages[0] ?? null;
}

function readNavigatorLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
}
