import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/page-spinner';
import type { PlanId } from '@/config/constants';
import { useSubscribe } from '@/lib/use-subscribe';

/** A refused plan checkout: the same subscribe flow as the plan button, once more. */
export function RetryPlanButton({ plan }: { plan: PlanId }) {
  const { t } = useTranslation(['payments', 'common']);
  const { subscribe, busyPlan, error } = useSubscribe();
  const busy = busyPlan === plan;
  return (
    <>
      <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void subscribe(plan)}>
        {busy && <Spinner size="sm" />}
        {busy ? t('common:subscribe.working') : t('success.rejected.retryPlan', { plan: t(`common:planNames.${plan}`) })}
      </button>
      {error && <Alert>{error}</Alert>}
    </>
  );
}
