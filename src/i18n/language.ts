import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@/config/constants';

export const isSupportedLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);

/**
 * Maps what the detector found to our languages (SPEC §4 Language): any
 * pt* is pt-BR, any en* is en-US; anything else is left as is, so i18next
 * skips it and tries the next source, ending at the pt-BR fallback.
 */
export function convertDetectedLanguage(detected: string): string {
  const lower = detected.toLowerCase();
  if (lower === 'pt' || lower.startsWith('pt-') || lower.startsWith('pt_')) return 'pt-BR';
  if (lower === 'en' || lower.startsWith('en-') || lower.startsWith('en_')) return 'en-US';
  return detected;
}

/** The browser's own language mapped the same way (the landings' language badge). */
export function browserLanguage(languages: readonly string[] = readNavigatorLanguages()): Language {
  for (const candidate of languages) {
    const mapped = convertDetectedLanguage(candidate);
    if (isSupportedLanguage(mapped)) return mapped;
  }
  return DEFAULT_LANGUAGE;
}

function readNavigatorLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
}
