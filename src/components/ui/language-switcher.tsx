import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { SUPPORTED_LANGUAGES, type Language } from '@/config/languages';
import { switchLanguage } from '@/i18n';
import { LANGUAGE_QUERY } from '@/i18n/language';
import { useCurrentLanguage } from '@/i18n/use-current-language';
import { useHydrated } from '@/lib/react/use-hydrated';

/** The current address with `?lng=` naming `language` (or without it). */
function withLanguage(search: string, language: Language | null): string {
  const params = new URLSearchParams(search);
  if (language) params.set(LANGUAGE_QUERY, language);
  else params.delete(LANGUAGE_QUERY);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The languages as links: `?lng=` on this page, which the browser follows before
 * the app is live (the head script paints the page in that language). Once it is,
 * a click switches in place; the detector keeps the choice, and a `?lng=` in the
 * address goes, or it would win over the choice on the next reload. `onChoose` runs
 * after a switch in place (the header's phone menu closes: the choice is made). Should
 * the page's copy in that language not download, the link is followed after all: a
 * page load of its own, which says so if it fails too, instead of a page of keys.
 */
export function LanguageSwitcher({ className, onChoose }: { className?: string; onChoose?: () => void }) {
  const { t } = useTranslation();
  const current = useCurrentLanguage();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  // The served markup's links name only the language (the build knows no query); the app's carry the whole address.
  const hydrated = useHydrated();

  function choose(event: MouseEvent<HTMLAnchorElement>, language: Language) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const href = event.currentTarget.href;
    void switchLanguage(language).then((switched) => {
      if (!switched) {
        window.location.assign(href);
        return;
      }
      onChoose?.();
      if (new URLSearchParams(search).has(LANGUAGE_QUERY)) {
        void navigate({ pathname, search: withLanguage(search, null), hash }, { replace: true, state: { keepScroll: true } });
      }
    });
  }

  return (
    <ul className={['language-switcher', className].filter(Boolean).join(' ')} aria-label={t('language.label')}>
      {SUPPORTED_LANGUAGES.map((language) => (
        <li key={language}>
          <a
            href={hydrated ? `${pathname}${withLanguage(search, language)}${hash}` : `?${LANGUAGE_QUERY}=${language}`}
            hrefLang={language}
            lang={language}
            className="language-link"
            aria-current={language === current ? 'true' : undefined}
            onClick={(event) => choose(event, language)}
          >
            {t(`language.options.${language}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}
