import { SiteBanner } from './site-banner';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/routes';
import { useAuth, useLoginRouteHere } from '@/domain/session';

/**
 * A session that ended without this tab's logout button (an expiry, another
 * tab's logout) is said out loud, never a silent redirect. Protected screens
 * send the visitor to /login, which shows the same words; public screens stay
 * and show this banner with a way back in.
 */
export function SessionNotice() {
  const { t } = useTranslation();
  const { sessionEnded, status, dismissSessionEnded } = useAuth();
  const { pathname } = useLocation();
  const loginHere = useLoginRouteHere();
  if (!sessionEnded || status !== 'anonymous' || pathname === paths.login) return null;
  return (
    <SiteBanner tone="warning" text={t(`session.${sessionEnded}`)}>
      <Link className="btn btn-small btn-secondary" {...loginHere}>
        {t('session.login')}
      </Link>
      <button type="button" className="btn btn-small btn-ghost" onClick={dismissSessionEnded}>
        {t('session.dismiss')}
      </button>
    </SiteBanner>
  );
}
