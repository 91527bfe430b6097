import i18next from 'i18next';
import { DEFAULT_LANGUAGE, type Language } from '@/config/languages';
import { isSupportedLanguage } from './language';

/**
 * The language the app shows now, for code outside React (components use `useCurrentLanguage`, which also
 * re-renders on a change): i18next's resolved language, or the default until i18next knows one.
 */
export function currentLanguage(instance: { resolvedLanguage?: string } = i18next): Language {
  const language = instance.resolvedLanguage;
  return isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE;
}
