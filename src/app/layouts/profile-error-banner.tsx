import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';

/** The profile check failed for a reason other than an expired session: say so and offer a retry. */
export function ProfileErrorBanner() {
  const { t } = useTranslation();
  const { profileError, retryProfile } = useAuth();
  if (!profileError) return null;
  return (
    <div className="banner banner-warning" role="alert">
      <div className="container banner-inner">
        <p>{t('auth.profileError')}</p>
        <button type="button" className="btn btn-small btn-secondary" onClick={retryProfile}>
          {t('auth.retry')}
        </button>
      </div>
    </div>
  );
}
