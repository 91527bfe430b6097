import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/page-spinner';
import { isPlanId } from '@/config/plans';
import { useSubscription } from '@/domain/billing';
import { formatMoney } from '@/lib/format/format';
import { BRIEFING_FIELDS, isVoiceType, type Briefing } from './briefing';
import type { GeneratedType } from '@/domain/orders';
import { UpgradeLink } from './plan-run-panel';
import { usePaymentMode } from './use-payment-mode';
import { usePlanUsage } from './use-plan-usage';
import { useServiceCopy } from './use-service-copy';
import type { CatalogueService, ReferenceFile } from './types';

interface Props {
  service: CatalogueService;
  type: GeneratedType;
  briefing: Briefing;
  file: ReferenceFile | null;
  /** A file attached before the page reloaded, to attach again. */
  lostFile: string | null;
  /** A plan run is under way. */
  running: boolean;
  onEdit: () => void;
  onPay: () => void;
  onRunWithPlan: () => void;
  onLogin: () => void;
}

/** What this order costs the customer, as far as is known. */
type Offer =
  | { kind: 'anonymous' }
  | { kind: 'checking' }
  | { kind: 'pay'; planUnknown: boolean }
  | { kind: 'plan'; plan: string; usage: ReturnType<typeof usePlanUsage> };

/**
 * Service, what it costs and the briefing as the customer wrote it, before paying or running it. A plan holder
 * sees from here that the plan covers it (and how much of the month's quota is left) and generates it at once;
 * while the plan is being checked no price shows; when the check fails, the per-service price shows with why.
 */
export function SummaryStep(props: Props) {
  const mode = usePaymentMode();
  if (mode.kind === 'plan') return <PlanSummary {...props} plan={mode.plan} />;
  return <SummaryView {...props} offer={mode} />;
}

function PlanSummary({ plan, ...props }: Props & { plan: string }) {
  const usage = usePlanUsage(plan);
  return <SummaryView {...props} offer={{ kind: 'plan', plan, usage }} />;
}

function SummaryView({ service, type, briefing, file, lostFile, running, onEdit, onPay, onRunWithPlan, onLogin, offer }: Props & { offer: Offer }) {
  const { t, i18n } = useTranslation(['service-wizard', 'common']);
  const copy = useServiceCopy();
  const subscription = useSubscription();
  const filled = BRIEFING_FIELDS[type].filter((field) => briefing[field.name]?.trim());
  const price = formatMoney(service.price, i18n.language);
  const plan = offer.kind === 'plan' ? offer : null;
  const covered = plan !== null && !plan.usage.exhausted;
  const planName = plan ? (isPlanId(plan.plan) ? t(`common:planNames.${plan.plan}`) : plan.plan.toUpperCase()) : '';

  let action: { label: string; onClick: () => void };
  if (offer.kind === 'anonymous') action = { label: t('actions.loginToPay'), onClick: onLogin };
  else if (offer.kind === 'checking') action = { label: t('actions.continue'), onClick: onPay };
  else if (covered) action = { label: running ? t('plan.running') : plan.usage.lastOne ? t('plan.confirmLast') : t('actions.generateNow'), onClick: onRunWithPlan };
  else action = { label: t('actions.toPayment'), onClick: onPay };

  return (
    <div className="wizard-summary">
      <dl className="wizard-summary-list">
        <div>
          <dt>{t('summary.service')}</dt>
          <dd>{copy.name(service.name)}</dd>
        </div>
        <div>
          <dt>{t('summary.price')}</dt>
          {offer.kind === 'checking' ? (
            // The price depends on the plan: nothing that may turn out wrong shows until it is known.
            <dd>
              <span className="status-line" role="status">
                <Spinner size="sm" /> {t('summary.checkingPlan')}
              </span>
            </dd>
          ) : covered ? (
            <dd className="wizard-price-included">
              <strong>{t('summary.included', { plan: planName })}</strong>
              <PlanUsageNote usage={plan.usage} />
            </dd>
          ) : (
            <dd className="wizard-price">{price}</dd>
          )}
        </div>
        {filled.map((field) => {
          const value = briefing[field.name] ?? '';
          return (
            <div key={field.name}>
              <dt>{t(`briefing.fields.${field.name}.label`)}</dt>
              <dd className="wizard-summary-value">
                {field.name === 'voiceType' && isVoiceType(value) ? t('briefing.voiceOption', { voice: value, description: t(`briefing.voices.${value}`) }) : value}
              </dd>
            </div>
          );
        })}
        {(file ?? lostFile) && (
          <div>
            <dt>{t('briefing.file.label')}</dt>
            {file ? <dd>{file.name}</dd> : <dd className="wizard-file-lost">{t('summary.fileLost', { name: lostFile })}</dd>}
          </div>
        )}
      </dl>
      {offer.kind === 'anonymous' && <p className="muted">{t('summary.loginNote')}</p>}
      {offer.kind === 'pay' && offer.planUnknown && (
        <Alert tone="warning" className="wizard-summary-note">
          <p>{t('summary.planUnknown', { price })}</p>
          <button type="button" className="btn btn-small btn-outline" onClick={() => void subscription.refetch()} disabled={subscription.isFetching}>
            {t('summary.recheck')}
          </button>
        </Alert>
      )}
      {plan?.usage.exhausted && (
        <Alert tone="warning" className="wizard-summary-note">
          <p>{t('summary.exhausted', { plan: planName, price, limit: plan.usage.quota.kind === 'limited' ? plan.usage.quota.limit : 0 })}</p>
          <UpgradeLink plan={plan.plan} />
        </Alert>
      )}
      {plan?.usage.lastOne && (
        <Alert tone="warning" className="wizard-summary-note">
          <p>{t('plan.lastOne', { price })}</p>
          <UpgradeLink plan={plan.plan} />
        </Alert>
      )}
      <div className="button-row wizard-actions">
        <button type="button" className="btn btn-outline" onClick={onEdit}>
          {t('actions.edit')}
        </button>
        <button type="button" className="btn btn-primary" onClick={action.onClick} disabled={covered && running}>
          {action.label}
        </button>
      </div>
    </div>
  );
}

/** "This will be 2 of 4 this month", once the history tells. */
function PlanUsageNote({ usage }: { usage: ReturnType<typeof usePlanUsage> }) {
  const { t } = useTranslation('service-wizard');
  let note: string | null = null;
  if (usage.loading) note = t('summary.checkingUsage');
  else if (usage.used !== null && usage.quota.kind === 'limited') note = t('summary.includedUsage', { next: usage.used + 1, limit: usage.quota.limit });
  return note ? <span className="wizard-price-usage"> · {note}</span> : null;
}
