import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/page-spinner';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { PLAN_UPGRADES, isPlanId } from '@/config/plans';
import { PRICES } from '@/config/prices';
import { MONTHLY_QUOTA } from '@/config/quotas';
import { paths } from '@/config/routes';
import { formatMoney } from '@/lib/format/format';
import { whatsappChatUrl } from '@/lib/links/whatsapp';
import { usePlanUsage } from './use-plan-usage';

interface Props {
  plan: string;
  error: string | null;
  /** The API refused the run (403): the quota is used up whatever the count here says. */
  refused?: boolean;
  running: boolean;
  onRun: () => void;
  onPayInstead: () => void;
}

/**
 * Plan holders see how much of the month's quota they used, then confirm the run.
 * The run that would use the month's last service says so first; a used-up quota
 * (counted here, or refused by the API) offers the next plan up and paying this
 * order separately instead of a run that would fail.
 */
export function PlanRunPanel({ plan, error, refused = false, running, onRun, onPayInstead }: Props) {
  const { t, i18n } = useTranslation(['service-wizard', 'common']);
  const { quota, used, loading, exhausted, lastOne } = usePlanUsage(plan, refused);

  return (
    <div className="wizard-plan">
      <p>
        <strong>{t('plan.title', { plan: isPlanId(plan) ? t(`common:planNames.${plan}`) : plan.toUpperCase() })}</strong>
      </p>
      <p className="wizard-quota" role="status">
        {loading ? (
          <>
            <Spinner size="sm" /> {t('plan.loadingUsage')}
          </>
        ) : used === null ? (
          t('plan.usageUnknown')
        ) : quota.kind === 'limited' ? (
          t('plan.usage', { used, limit: quota.limit })
        ) : (
          t('plan.usageUnlimited', { count: used })
        )}
      </p>
      {lastOne && (
        <Alert tone="warning" className="wizard-quota-warning">
          <p>{t('plan.lastOne', { price: formatMoney(PRICES.perService, i18n.language) })}</p>
          <UpgradeLink plan={plan} />
        </Alert>
      )}
      {error && <Alert>{error}</Alert>}
      {exhausted && (
        <Alert tone="warning" className="wizard-quota-warning">
          <p>{t('plan.exhausted')}</p>
          <UpgradeLink plan={plan} />
        </Alert>
      )}
      <div className="button-row wizard-actions">
        {!exhausted && (
          <button type="button" className="btn btn-primary" onClick={onRun} disabled={running}>
            {running ? t('plan.running') : lastOne ? t('plan.confirmLast') : t('plan.confirm')}
          </button>
        )}
        {exhausted && (
          <button type="button" className="btn btn-primary" onClick={onPayInstead}>
            {t('plan.payInstead', { price: formatMoney(PRICES.perService, i18n.language) })}
          </button>
        )}
      </div>
    </div>
  );
}

/** The next plan up, on /plans with it highlighted; from the top plan, the team on WhatsApp. */
export function UpgradeLink({ plan }: { plan: string }) {
  const { t } = useTranslation(['service-wizard', 'common']);
  const id = plan.toLowerCase();
  const next = isPlanId(id) ? PLAN_UPGRADES[id] : undefined;
  if (next) {
    const quota = MONTHLY_QUOTA[next];
    return (
      <p>
        <Link to={paths.plans} state={{ chosenPlan: next }}>
          {t('plan.upgrade', { plan: t(`common:planNames.${next}`), count: typeof quota === 'number' ? quota : 0 })}
        </Link>
      </p>
    );
  }
  const chat = whatsappChatUrl(t('plan.moreMessage'));
  return chat ? (
    <p>
      <NewTabLink href={chat}>
        {t('plan.more')}
      </NewTabLink>
    </p>
  ) : null;
}
