import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Spinner } from '@/components/ui/page-spinner';
import { BOT_PLANS } from '@/config/bots';
import { urls } from '@/config/routes';
import { rememberBotPayment, type BotPayment, type BotPlanPayment } from '@/features/automation';
import { usePaymentLookup } from '@/features/payments';
import { useAuth } from '@/domain/session';
import { queryClient } from '@/lib/http/query-client';
import { queryKeys } from '@/lib/http/query-keys';

/**
 * Asks GET /payments/pendente/{id} about a bot payment this browser saw pending, and keeps the
 * memory true: approved is recorded (the trial's start; check-bot-plan is then asked again, as
 * the bot should now be held), refused or refunded forgotten. Pending, or no answer, changes nothing.
 */
export function useFollowBotPayment(record: BotPayment) {
  const lookup = usePaymentLookup(record.payment_id);
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const outcome = lookup.isLoading ? null : lookup.outcome;
  const approvedAt = lookup.data?.date_approved;
  useEffect(() => {
    if (!outcome || outcome === 'pending' || userId === null) return;
    rememberBotPayment({ plan: record.plan, paymentId: record.payment_id, userId, outcome: outcome === 'approved' ? 'approved' : 'refused', approvedAt });
    if (outcome === 'approved') void queryClient.invalidateQueries({ queryKey: queryKeys.botPlan(userId, record.plan) });
  }, [outcome, approvedAt, record.plan, record.payment_id, userId]);
  return lookup;
}

/**
 * A bot the customer started to subscribe to in this browser, whose payment Mercado Pago was
 * still confirming: said as the lookup says it now. Pending: waiting, what happens once it is
 * approved, and the payment's status page. Approved: being activated. A failed lookup claims
 * nothing and offers to check again; a refused payment shows nothing (and is forgotten).
 */
export function PendingBotCard({ record }: { record: BotPlanPayment }) {
  const { t } = useTranslation(['client-area', 'common']);
  const lookup = useFollowBotPayment(record);
  const { name: bot, nameKey, trialDays } = BOT_PLANS[record.plan];
  const titleId = `client-bot-${bot}`;
  const follow = (
    <p>
      <Link className="btn btn-small btn-primary" to={urls.paymentStatus(record.payment_id)}>
        {t('bots.pending.follow')}
      </Link>
    </p>
  );

  let body;
  if (lookup.isLoading) {
    body = (
      <p className="muted" role="status">
        <Spinner size="sm" /> {t('bots.pending.checking')}
      </p>
    );
  } else if (lookup.error) {
    body = (
      <>
        <p role="alert">{t('bots.pending.failed')}</p>
        <div className="button-row">
          <button type="button" className="btn btn-small btn-outline" onClick={lookup.reload}>
            {t('bots.pending.retry')}
          </button>
          <Link className="btn btn-small btn-outline" to={urls.paymentStatus(record.payment_id)}>
            {t('bots.pending.follow')}
          </Link>
        </div>
      </>
    );
  } else if (lookup.outcome === 'pending' || lookup.outcome === 'approved') {
    const approved = lookup.outcome === 'approved';
    body = (
      <>
        <dl className="client-bot-facts">
          <div>
            <dt>{t('bots.status')}</dt>
            <dd>
              <span className={`badge ${approved ? 'badge-success' : 'badge-warning'}`}>
                <span aria-hidden="true">{approved ? '✓' : '⏱'}</span>
                {approved ? t('bots.pending.approvedBadge') : t('bots.pending.badge')}
              </span>
            </dd>
          </div>
          <div>
            <dt>{t('bots.pending.paymentId')}</dt>
            <dd>{record.payment_id}</dd>
          </div>
        </dl>
        <p>{approved ? t('bots.pending.approvedText') : t('bots.pending.text', { days: trialDays })}</p>
        {follow}
      </>
    );
  } else {
    // Refused or refunded: nothing waits on this payment any more.
    return null;
  }

  return (
    <article className="card client-bot" aria-labelledby={titleId}>
      <h3 id={titleId}>{t(nameKey)}</h3>
      {body}
    </article>
  );
}
