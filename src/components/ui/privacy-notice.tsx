import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/routes';

/** The line next to a submit button of every form that collects personal data (LGPD): where the privacy policy is. */
export function PrivacyNotice({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={['privacy-notice', className].filter(Boolean).join(' ')}>
      {t('privacyNotice.before')}
      <Link to={paths.privacy}>{t('privacyNotice.link')}</Link>
      {t('privacyNotice.after')}
    </p>
  );
}
