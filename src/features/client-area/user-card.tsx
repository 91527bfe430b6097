import { useTranslation } from 'react-i18next';
import { isBotPlanId, isPlanId, isTrialPlanId } from '@/config/plans';
import { PLAN_MONTHLY_PRICES } from '@/config/prices';
import { TrialTermRows, useBotPayments } from '@/features/automation';
import type { User } from '@/domain/session';
import type { HistoryRow } from '@/domain/orders';
import { countThisMonth, planQuota, usagePercent } from '@/domain/orders';
import type { Subscription } from '@/domain/billing';
import { CancelNote } from './cancel-note';
import { usePlanText } from './use-plan-text';

interface Props {
  user: User | null;
  subscription: Subscription | undefined;
  history: readonly HistoryRow[];
}

/**
 * E-mail, plan, payment badge (for a plan in its free trial, a bot or Pro: until when, and the
 * first charge), this month's usage against the plan's quota, and how to cancel a content plan
 * (a bot's card says it for the bot). The plan
 * reads as docs/product/services.md#client-area has it (uppercase, 'Free' without one), except a bot, which is named
 * in words, and says it is a monthly subscription; a line says what 'Free' or an inactive
 * plan means for the next order.
 */
export function UserCard({ user, subscription, history }: Props) {
  const { t } = useTranslation(['client-area', 'common']);
  const plan = subscription?.plan?.trim() || null;
  const planText = usePlanText(subscription);
  const active = subscription?.is_active === true;
  const quota = planQuota(plan);
  const used = countThisMonth(history);
  const { trialEndsAt } = useBotPayments();
  const planId = plan?.toLowerCase();
  // A plan in its free trial: "Pagamento ✓ Ativo" would read as if money had been taken. Until when, and the first charge, instead.
  const trial = active && isTrialPlanId(planId) ? { endsAt: trialEndsAt(planId), monthly: PLAN_MONTHLY_PRICES[planId] } : null;
  const cancellable = active && plan !== null && !isBotPlanId(planId);

  let usage: string;
  if (quota.kind === 'bot') usage = t('card.botActive');
  else if (quota.kind === 'unlimited') usage = t('card.usageUnlimited', { count: used });
  else usage = quota.bots ? t('card.usageWithBot', { used, limit: quota.limit, count: quota.bots }) : t('card.usage', { used, limit: quota.limit });

  const note = !plan ? t('card.freeNote') : !active ? t('card.inactiveNote') : null;

  return (
    <section className="card client-card" aria-labelledby="client-card-title">
      <h2 id="client-card-title">{t('card.title')}</h2>
      <dl className="client-facts client-card-list">
        <div>
          <dt>{t('card.email')}</dt>
          <dd>{user?.email ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('card.plan')}</dt>
          <dd>
            <span className={planText.isBot ? undefined : 'client-plan'}>{planText.text}</span>
            {/* A plan is billed every month: "PRO" is never read as the one-off "Pacote avulso Pro". */}
            {plan && <span className="client-plan-kind"> · {t('card.monthly')}</span>}
          </dd>
        </div>
        {trial?.endsAt ? (
          <TrialTermRows endsAt={trial.endsAt} monthly={trial.monthly} />
        ) : (
          <div>
            <dt>{t('card.payment')}</dt>
            <dd>
              <span className={`badge ${active ? 'badge-success' : 'badge-neutral'}`}>
                <span aria-hidden="true">{active ? '✓' : '○'}</span>
                {active ? t('card.active') : t('card.inactive')}
              </span>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('card.usageLabel')}</dt>
          <dd>{usage}</dd>
        </div>
      </dl>
      {note && <p className="client-card-note">{note}</p>}
      {cancellable && <CancelNote name={isPlanId(planId) ? t(`common:planNames.${planId}`) : planText.text} />}
      {quota.kind === 'limited' && (
        <div
          className="client-progress"
          role="progressbar"
          aria-label={t('card.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={usagePercent(used, quota.limit)}
          aria-valuetext={t('card.usage', { used, limit: quota.limit })}
        >
          <span className="client-progress-fill" style={{ width: `${usagePercent(used, quota.limit)}%` }} />
        </div>
      )}
    </section>
  );
}
