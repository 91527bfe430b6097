import { useTranslation } from 'react-i18next';

/** Tells visitors the app runs on its embedded demo backend. */
export function DemoBadge() {
  const { t } = useTranslation();
  return (
    <aside className="demo-badge" aria-label={t('demo.description')} title={t('demo.description')}>
      {t('demo.badge')}
    </aside>
  );
}
