import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/page-spinner';
import { useHistory } from '@/lib/account-queries';
import { countThisMonth, isQuotaExhausted, planQuota } from '@/lib/quota';

interface Props {
  plan: string;
  error: string | null;
  running: boolean;
  onRun: () => void;
  onPayInstead: () => void;
}

/** Plan holders see how much of the month's quota they used, then confirm the run. */
export function PlanRunPanel({ plan, error, running, onRun, onPayInstead }: Props) {
  const { t } = useTranslation('service-wizard');
  const history = useHistory();
  const quota = planQuota(plan);
  const used = history.data ? countThisMonth(history.data) : null;
  const exhausted = used !== null && isQuotaExhausted(quota, used);

  return (
    <div className="wizard-plan">
      <p>
        <strong>{t('plan.title', { plan: plan.toUpperCase() })}</strong>
      </p>
      <p className="wizard-quota" role="status">
        {history.isLoading ? (
          <>
            <Spinner size="sm" /> {t('plan.loadingUsage')}
          </>
        ) : used === null ? (
          t('plan.usageUnknown')
        ) : quota.kind === 'limited' ? (
          t('plan.usage', { used, limit: quota.limit })
        ) : (
          t('plan.usageUnlimited', { used })
        )}
      </p>
      {exhausted && <Alert tone="warning">{t('plan.exhausted')}</Alert>}
      {error && <Alert>{error}</Alert>}
      <div className="button-row wizard-actions">
        <button type="button" className="btn btn-primary" onClick={onRun} disabled={running || exhausted}>
          {running ? t('plan.running') : t('plan.confirm')}
        </button>
        {exhausted && (
          <button type="button" className="btn btn-outline" onClick={onPayInstead}>
            {t('plan.payInstead')}
          </button>
        )}
      </div>
    </div>
  );
}
