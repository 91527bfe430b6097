import { SiteBanner } from './site-banner';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/domain/session';

/** The profile check failed for a reason other than an expired session: say so and offer a retry. */
export function ProfileErrorBanner() {
  const { t } = useTranslation();
  const { profileError, retryProfile } = useAuth();
  if (!profileError) return null;
  return (
    <SiteBanner tone="warning" text={t('auth.profileError')}>
      <button type="button" className="btn btn-small btn-secondary" onClick={retryProfile}>
        {t('auth.retry')}
      </button>
    </SiteBanner>
  );
}
