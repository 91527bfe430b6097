import { useTranslation } from 'react-i18next';
import type { Language } from '@/config/languages';
import { browserLanguageTag } from '@/i18n/language';
import { useCurrentLanguage } from '@/i18n/use-current-language';
import { useHydrated } from '@/lib/react/use-hydrated';

/** The browser's language by its name in the page's language ("inglês (Estados Unidos)", "French (France)"), or its tag. */
function languageName(tag: string, inLanguage: Language): string {
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** The browser's language is the page's own when they share the primary subtag (pt-PT reads a pt-BR page). */
const sameLanguage = (tag: string, page: Language) => tag.split(/[-_]/)[0]?.toLowerCase() === page.split('-')[0];

/**
 * The page's language and the browser's own first language, in words a visitor reads
 * ("Página em português, o idioma do seu navegador"; "Page in English. Your browser is set to
 * French (France)": the language the browser reports, not the one we mapped it to,
 * docs/product/languages.md#the-language-badge), so a visitor sees at once why the page reads as it does.
 */
export function LanguageBadge() {
  const { t } = useTranslation('marketing');
  const current = useCurrentLanguage();
  // The browser's language is unknown when the page is prerendered: it is named once the page is live.
  const hydrated = useHydrated();
  const browser = hydrated ? browserLanguageTag() : null;
  const other = browser !== null && !sameLanguage(browser, current);
  return (
    <p className="landing-language-badge">
      {t('languageBadge.page')}
      {/* Before the page is live the clause keeps its room (the common case's words, unseen), so nothing moves when it is said. */}
      <span className={hydrated ? undefined : 'landing-language-pending'} aria-hidden={hydrated ? undefined : true}>
        {other ? t('languageBadge.otherBrowser', { language: languageName(browser, current) }) : browser !== null || !hydrated ? t('languageBadge.sameBrowser') : ''}
      </span>
    </p>
  );
}
