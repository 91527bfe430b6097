import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/page-spinner';
import { BOTS } from '@/config/bots';
import { TRIAL_DAYS } from '@/config/plans';
import { paths, urls } from '@/config/routes';
import { useIncludedBot } from '@/features/automation';
import { useLoginRouteHere } from '@/domain/session';
import type { BotVariant } from './bot-creation-variant';
import type { CreationStanding } from './use-creation-standing';

/**
 * Under /bot-creation's title when no bot is known to be under way for this visitor: what the
 * check found (or that it could not be made) and the way on. Never "being built".
 */
export function CreationStandingNotice({ standing, variant, onRetry }: { standing: Exclude<CreationStanding, { kind: 'building' }>; variant: BotVariant; onRetry: () => void }) {
  const { t } = useTranslation('plans');
  // After the login, back here: the page then checks the account.
  const loginHere = useLoginRouteHere();
  const combo = useIncludedBot();
  const setupUrl = variant === 'default' ? paths.automation : BOTS[variant].setupUrl;
  const included = variant !== 'default' && combo.includes(variant);
  const start = (
    <Link className="btn btn-primary" to={setupUrl}>
      {included ? t('card.setUpIncluded') : t('botCreation.standing.start', { days: TRIAL_DAYS })}
    </Link>
  );

  switch (standing.kind) {
    case 'checking':
      return (
        <p className="lead" role="status">
          <Spinner size="sm" /> {t('botCreation.standing.checking')}
        </p>
      );
    case 'anonymous': {
      return (
        <>
          <p className="lead">{t('botCreation.standing.anonymous')}</p>
          <div className="button-row">
            <Link className="btn btn-primary" {...loginHere}>
              {t('botCreation.standing.login')}
            </Link>
            <Link className="btn btn-outline" to={setupUrl}>
              {t('botCreation.standing.start', { days: TRIAL_DAYS })}
            </Link>
          </div>
        </>
      );
    }
    case 'none':
      return (
        <>
          <p className="lead">{t(included ? 'botCreation.standing.noneIncluded' : variant === 'default' ? 'botCreation.standing.noneAny' : 'botCreation.standing.none')}</p>
          <div className="button-row">{start}</div>
        </>
      );
    case 'waiting-payment':
      return (
        <>
          <p className="lead">{t('botCreation.standing.waitingPayment')}</p>
          <div className="button-row">
            <Link className="btn btn-primary" to={urls.paymentStatus(standing.paymentId)}>
              {t('botCreation.standing.followPayment')}
            </Link>
          </div>
        </>
      );
    case 'waiting-authorization':
      return (
        <>
          <p className="lead">{t('botCreation.standing.waitingAuthorization')}</p>
          <div className="button-row">
            <Link className="btn btn-primary" to={paths.automationSuccess}>
              {t('botCreation.standing.authorize')}
            </Link>
          </div>
        </>
      );
    case 'failed':
      return (
        <>
          <Alert>{t('botCreation.standing.failed')}</Alert>
          <div className="button-row">
            <button type="button" className="btn btn-primary" onClick={onRetry}>
              {t('botCreation.standing.retry')}
            </button>
          </div>
        </>
      );
  }
}
