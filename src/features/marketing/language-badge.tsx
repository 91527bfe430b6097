import { useTranslation } from 'react-i18next';
import { isSupportedLanguage, browserLanguage } from '@/i18n/language';
import { DEFAULT_LANGUAGE } from '@/config/constants';

/** The page's language and the one the browser asks for (SPEC §2), so a visitor sees at once why the page reads as it does. */
export function LanguageBadge() {
  const { t, i18n } = useTranslation(['marketing', 'common']);
  const current = isSupportedLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  const name = (language: string) => t(`common:language.names.${language}` as 'common:language.names.pt-BR');
  return (
    <p className="landing-language-badge">
      <span className="visually-hidden">{t('languageBadge.label')}: </span>
      <span lang={current}>{t('languageBadge.current', { language: name(current) })}</span>
      <span aria-hidden="true"> · </span>
      <span>{t('languageBadge.browser', { language: name(browserLanguage()) })}</span>
    </p>
  );
}
