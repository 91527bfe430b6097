import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/page-spinner';
import { PLAN_MONTHLY_PRICES } from '@/config/prices';
import { TRIAL_DAYS, TRIAL_PLAN_IDS, type PlanId } from '@/config/plans';
import { formatMoney } from '@/lib/format/format';
import { useSubscribe } from '@/domain/billing';

const hasTrial = (plan: PlanId) => (TRIAL_PLAN_IDS as readonly PlanId[]).includes(plan);

/**
 * A landing's primary button: the one subscribe flow (docs/product/accounts.md#subscribe-flow), with its progress and its error beside it.
 * Under it, before any money moves, the trial's terms: "15 dias grátis, depois R$ 67,00/mês".
 */
export function SubscribeButton({ plan, label, className = 'btn btn-primary' }: { plan: PlanId; label: string; className?: string }) {
  const { t, i18n } = useTranslation();
  const { subscribe, busyPlan, error } = useSubscribe();
  const errorId = useId();
  const termsId = useId();
  const busy = busyPlan === plan;
  const price = formatMoney(PLAN_MONTHLY_PRICES[plan], i18n.language);
  const terms = hasTrial(plan) ? t('trialTerms', { days: TRIAL_DAYS, price }) : t('prices.perMonth', { price });
  const describedBy = [termsId, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="landing-subscribe">
      <button type="button" className={className} disabled={busy} aria-describedby={describedBy} onClick={() => void subscribe(plan)}>
        {busy && <Spinner size="sm" />}
        {busy ? t('subscribe.working') : label}
      </button>
      <p id={termsId} className="landing-subscribe-terms">
        {terms}
      </p>
      {error && (
        <Alert id={errorId} className="landing-subscribe-error">
          {error}
        </Alert>
      )}
    </div>
  );
}
