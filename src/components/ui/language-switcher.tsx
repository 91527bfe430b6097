import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, type Language } from '@/config/constants';
import { servedMarkupHydrated } from '@/lib/served-markup';

/** Switches language in place (no reload); the detector caches the choice in localStorage. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = (i18n.resolvedLanguage ?? 'pt-BR') as Language;
  // Chosen while the page was still hydrating: shown at once, applied once it has (src/lib/served-markup.ts).
  const [chosen, setChosen] = useState<Language | null>(null);
  const choose = (language: Language) => {
    setChosen(language);
    void servedMarkupHydrated.then(() => i18n.changeLanguage(language)).finally(() => setChosen(null));
  };
  return (
    <div className={['language-switcher', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select id={id} className="language-select" value={chosen ?? current} onChange={(event) => choose(event.target.value as Language)}>
        {SUPPORTED_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.options.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
