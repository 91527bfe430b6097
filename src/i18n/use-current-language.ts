import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@/config/constants';
import { isSupportedLanguage } from './language';

/** The language the app shows now (pt-BR until i18next knows). */
export function useCurrentLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE;
}
