import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { MERCADO_PAGO_SUBSCRIPTIONS_URL } from '@/config/mercado-pago';
import { PLAN_MONTHLY_PRICES } from '@/config/prices';
import type { TrialPlanId } from '@/config/plans';
import { TrialTermRows, trialDaysOf, trialEndFrom, useBotPayments } from '@/features/automation';
import { formatDate } from '@/lib/format/format';
import { PaymentResult } from './payment-result';

/**
 * Whether an approved checkout started a free trial: a plan with a trial whose checkout charged
 * nothing (Mercado Pago's `transaction_amount` 0, or none given: these plans' first checkout is
 * their trial). Anything charged is a payment, and the page says so.
 */
export const startedTrial = (plan: TrialPlanId | null, amount: number | null | undefined): plan is TrialPlanId => plan !== null && (amount ?? 0) === 0;

/**
 * /payment-success for a free trial that just began: it says the trial started (never "Pagamento
 * aprovado!"), then the plan's next step (`next`), until when the trial runs, the first charge with
 * its day, and how to cancel before it. The end
 * is the one rule of bot-payments.ts: the record this browser keeps for the account when there is
 * one, else the approval's `date_approved` (else now) plus the plan's free days.
 */
export function TrialStarted({ plan, approvedAt, next, children }: { plan: TrialPlanId; approvedAt: string | null | undefined; next: ReactNode; children: ReactNode }) {
  const { t, i18n } = useTranslation(['payments', 'common']);
  const { trialEndsAt } = useBotPayments();
  const [seenAt] = useState(() => new Date().toISOString());
  const days = trialDaysOf(plan);
  const endsAt = trialEndsAt(plan) ?? trialEndFrom(approvedAt ?? seenAt, days);
  return (
    <PaymentResult tone="success" title={t('trialStarted.title', { days })}>
      {/* The next step comes first, as on every success page: on a phone it is on screen from the start. */}
      {next}
      <p className="lead">{t('trialStarted.nothingCharged')}</p>
      {endsAt && (
        <>
          <dl className="payments-terms">
            <TrialTermRows endsAt={endsAt} monthly={PLAN_MONTHLY_PRICES[plan]} />
          </dl>
          <p>
            {t('trialStarted.cancel', { date: formatDate(endsAt, i18n.language) })}{' '}
            <NewTabLink href={MERCADO_PAGO_SUBSCRIPTIONS_URL}>{t('trialStarted.cancelLink')}</NewTabLink>.
          </p>
        </>
      )}
      {children}
    </PaymentResult>
  );
}
