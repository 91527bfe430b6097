import { useTranslation } from 'react-i18next';
import type { Language } from '@/config/languages';
import { currentLanguage } from './current-language';

/**
 * The language the app shows now (the default until i18next knows), for a component: it re-renders when the
 * visitor changes language. Reading it never waits for a namespace's texts, hence no Suspense.
 */
export function useCurrentLanguage(): Language {
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  return currentLanguage(i18n);
}
