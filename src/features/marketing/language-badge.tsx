import { useTranslation } from 'react-i18next';
import { browserLanguageTag } from '@/i18n/language';
import { useCurrentLanguage } from '@/i18n/use-current-language';
import { useHydrated } from '@/lib/react/use-hydrated';

/**
 * The page's language and the browser's own first language as it reports it
 * ("fr-FR", not the language we mapped it to: docs/product/languages.md#the-language-badge), so a visitor sees at
 * once why the page reads as it does.
 */
export function LanguageBadge() {
  const { t } = useTranslation(['marketing', 'common']);
  const current = useCurrentLanguage();
  const name = (language: string) => t(`common:language.names.${language}` as 'common:language.names.pt-BR');
  // The browser's language is unknown when the page is prerendered: it appears once the page is live.
  const hydrated = useHydrated();
  const browser = hydrated ? browserLanguageTag() : null;
  return (
    <p className="landing-language-badge">
      <span className="visually-hidden">{t('languageBadge.label')}: </span>
      <span lang={current}>{t('languageBadge.current', { language: name(current) })}</span>
      <span aria-hidden="true"> · </span>
      {/* Before the page is live the slot keeps its room (a tag-sized placeholder), so nothing moves when it fills in. */}
      <span className={browser ? undefined : 'landing-language-pending'} aria-hidden={browser ? undefined : true}>
        {t('languageBadge.browser', { language: browser ?? 'xx-XX' })}
      </span>
    </p>
  );
}
