import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@/config/constants';
import { browserLanguageTag, isSupportedLanguage } from '@/i18n/language';

/**
 * The page's language and the browser's own first language as it reports it
 * (SPEC §2: "fr-FR", not the language we mapped it to), so a visitor sees at
 * once why the page reads as it does.
 */
export function LanguageBadge() {
  const { t, i18n } = useTranslation(['marketing', 'common']);
  const current = isSupportedLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  const name = (language: string) => t(`common:language.names.${language}` as 'common:language.names.pt-BR');
  const browser = browserLanguageTag();
  return (
    <p className="landing-language-badge">
      <span className="visually-hidden">{t('languageBadge.label')}: </span>
      <span lang={current}>{t('languageBadge.current', { language: name(current) })}</span>
      {browser && (
        <>
          <span aria-hidden="true"> · </span>
          <span>{t('languageBadge.browser', { language: browser })}</span>
        </>
      )}
    </p>
  );
}
