import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/page-spinner';
import { BOT_PLANS } from '@/config/bots';
import { isBotPlanId } from '@/config/plans';
import type { ReferencedPlan } from '@/domain/billing';
import { useSubscribe } from '@/domain/billing';

/**
 * A plan payment that was declined (`rejected`) or is still waiting (`pending`,
 * e.g. a Pix the customer will not pay): that plan's checkout again, through the
 * same subscribe flow as the plan button. A checkout that came from a bot's setup
 * request goes back to that setup instead (/automation), which asks for the payment.
 */
export function PlanRetry({ known, when }: { known: ReferencedPlan; when: 'rejected' | 'pending' }) {
  const { t } = useTranslation(['payments', 'common']);
  const { subscribe, busyPlan, error } = useSubscribe();
  const { plan } = known;
  const label = t(`retryPlan.${when}`, { plan: t(`common:planNames.${plan}`) });
  const className = when === 'rejected' ? 'btn btn-primary' : 'btn btn-outline';

  if (known.fromSetup && isBotPlanId(plan)) {
    return (
      <Link className={className} to={BOT_PLANS[plan].setupUrl}>
        {label}
      </Link>
    );
  }
  const busy = busyPlan === plan;
  return (
    <>
      <button type="button" className={className} disabled={busy} onClick={() => void subscribe(plan)}>
        {busy && <Spinner size="sm" />}
        {busy ? t('common:subscribe.working') : label}
      </button>
      {error && <Alert>{error}</Alert>}
    </>
  );
}
