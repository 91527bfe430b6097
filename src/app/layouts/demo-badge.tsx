import { useTranslation } from 'react-i18next';
import './demo-badge.css';

/** Tells visitors the app runs on its embedded demo backend. */
export function DemoBadge() {
  const { t } = useTranslation();
  return (
    <>
      <span className="demo-badge" title={t('demo.description')}>
        {t('demo.badge')}
      </span>
      <span className="visually-hidden">{t('demo.description')}</span>
    </>
  );
}
