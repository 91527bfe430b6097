import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, type Language } from '@/config/constants';

/** Switches language in place (no reload); the detector caches the choice in localStorage. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = (i18n.resolvedLanguage ?? 'pt-BR') as Language;
  return (
    <div className={['language-switcher', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select id={id} className="language-select" value={current} onChange={(event) => void i18n.changeLanguage(event.target.value)}>
        {SUPPORTED_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.options.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
