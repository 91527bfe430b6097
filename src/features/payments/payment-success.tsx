import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/page-spinner';
import { isTrialPlanId } from '@/config/plans';
import { paths, REQUESTER_STATE, urls } from '@/config/routes';
import { paymentIdInUrl } from '@/domain/billing';
import { useAuth } from '@/domain/session';
import { useErrorText } from '@/lib/react/use-error-text';
import { useKnownPlan } from './known-plan';
import { PaymentResult } from './payment-result';
import { PlanRetry } from './plan-retry';
import type { Purchase } from './purchase';
import { RefusedPayment } from './refused-payment';
import { SuccessNextStep } from './success-next-step';
import { startedTrial, TrialStarted } from './trial-started';
import { UnidentifiedPayment } from './unidentified-payment';
import { usePaymentLookup } from './use-payment-lookup';
import { usePurchase } from './use-purchase';
import { useRememberBotPayment } from './use-remember-bot-payment';

/**
 * /payment-success and /payments/sucesso. With a payment id, the payment is looked
 * up (GET /payments/pendente/{id}) before anything is said: the status Mercado Pago
 * wrote in the URL is not trusted. Approved shows the next step of what was bought
 * first (a bot to configure, a plan to use, an order to follow, see use-purchase.ts); a free
 * trial that began (nothing charged) says so instead of "approved" (trial-started.tsx);
 * pending and rejected say so, with their own next step. Every state links to /agency (docs/product/payments.md#the-payment-pages).
 */
export function PaymentSuccess() {
  const [params] = useSearchParams();
  const inUrl = paymentIdInUrl(params);
  // Without a payment id (none, Mercado Pago's `null`, or not an id) nothing was paid that we could name.
  if (inUrl.kind !== 'valid') return <UnidentifiedPayment invalid={inUrl.kind === 'invalid'} />;
  return <VerifiedPayment paymentId={inUrl.id} />;
}

function PaymentIdLine({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation('payments');
  return (
    <p>
      {t('paymentId')} <strong className="payments-id">{paymentId}</strong>
    </p>
  );
}

/** The sentence under the next step: only an order is "being taken care of"; a plan is in effect. */
const MESSAGE: Record<Purchase['kind'], 'message' | 'planMessage' | 'paymentMessage'> = {
  order: 'message',
  plan: 'planMessage',
  account: 'paymentMessage',
  unknown: 'paymentMessage',
  checking: 'paymentMessage',
};

function VerifiedPayment({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation(['payments', 'common']);
  const errorText = useErrorText();
  const lookup = usePaymentLookup(paymentId);
  const known = useKnownPlan(lookup.data?.external_reference);
  // Still checking until the session is known too: a bot's approval is remembered for its account (the trial's
  // first day) before the next step can be followed.
  const session = useAuth();
  const checking = lookup.isLoading || session.status === 'loading';
  useRememberBotPayment(paymentId, checking ? null : lookup.outcome, lookup.data?.date_approved, known);
  const { purchase, recheck } = usePurchase(paymentId, known, !checking && lookup.outcome === 'approved');
  const agencyLink = (
    <Link className="btn btn-outline" to={paths.agency} state={REQUESTER_STATE}>
      {t('success.link')}
    </Link>
  );

  if (checking) {
    return (
      <PaymentResult tone="pending" title={t('success.checking.title')}>
        <PageSpinner label={t('success.checking.text')} />
        <PaymentIdLine paymentId={paymentId} />
        <div className="button-row payments-actions">{agencyLink}</div>
      </PaymentResult>
    );
  }

  if (lookup.error || !lookup.outcome) {
    return (
      <PaymentResult tone="pending" title={t('success.checkFailed.title')}>
        {lookup.error && <Alert tone="warning">{errorText(lookup.error, t('success.checkFailed.text'))}</Alert>}
        <p>{t('success.checkFailed.text')}</p>
        <PaymentIdLine paymentId={paymentId} />
        <div className="button-row payments-actions">
          <button type="button" className="btn btn-primary" onClick={lookup.reload}>
            {t('pending.checkAgain')}
          </button>
          <Link className="btn btn-outline" to={paths.clientArea}>
            {t('success.clientArea')}
          </Link>
          {agencyLink}
        </div>
      </PaymentResult>
    );
  }

  if (lookup.outcome === 'pending') {
    return (
      <PaymentResult tone="pending" title={t('pending.title')}>
        <p className="lead">{t('status.pending')}</p>
        <PaymentIdLine paymentId={paymentId} />
        <div className="button-row payments-actions">
          <Link className="btn btn-primary" to={urls.paymentStatus(paymentId)}>
            {t('success.follow')}
          </Link>
          {known && <PlanRetry known={known} when="pending" />}
          {agencyLink}
        </div>
      </PaymentResult>
    );
  }

  if (lookup.outcome === 'rejected' || lookup.outcome === 'refunded') {
    return (
<RefusedPayment outcome={lookup.outcome} known={known} details={<PaymentIdLine paymentId={paymentId} />} />
    );
  }

  const trialPlan = purchase.kind === 'plan' && isTrialPlanId(purchase.plan) ? purchase.plan : null;
  if (startedTrial(trialPlan, lookup.data?.transaction_amount)) {
    // Nothing was paid: the page says the trial started, with its terms, never "Pagamento aprovado!".
    return (
      <TrialStarted plan={trialPlan} approvedAt={lookup.data?.date_approved} next={<SuccessNextStep purchase={purchase} paymentId={paymentId} onRecheck={recheck} />}>
        <p>
          {t('trialStarted.reference')} <strong className="payments-id">{paymentId}</strong>
        </p>
        <div className="button-row payments-actions">{agencyLink}</div>
      </TrialStarted>
    );
  }

  return (
    <PaymentResult tone="success" title={t('success.title')}>
      {/* The next step comes first: on a phone it is on screen from the start, under the title. */}
      <SuccessNextStep purchase={purchase} paymentId={paymentId} onRecheck={recheck} />
      <p className="lead">{t(`success.${MESSAGE[purchase.kind]}`)}</p>
      <PaymentIdLine paymentId={paymentId} />
      <div className="button-row payments-actions">{agencyLink}</div>
    </PaymentResult>
  );
}
