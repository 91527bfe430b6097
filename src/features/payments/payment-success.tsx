import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths, REQUESTER_STATE, urls } from '@/config/routes';
import { recentCheckoutPlan } from '@/lib/checkout-plan';
import { paymentIdInUrl } from '@/lib/payment-id';
import { useErrorText } from '@/lib/use-error-text';
import { whatsappChatUrl } from '@/lib/whatsapp';
import { PaymentResult } from './payment-result';
import { RetryPlanButton } from './retry-plan-button';
import { SuccessNextStep } from './success-next-step';
import { UnidentifiedPayment } from './unidentified-payment';
import { usePaymentLookup } from './use-payment-lookup';

/**
 * /payment-success and /payments/sucesso. With a payment id, the payment is looked
 * up (GET /payments/pendente/{id}) before anything is said: the status Mercado Pago
 * wrote in the URL is not trusted. Approved shows the next step of what was bought
 * first (a bot to configure, a plan to use, an order to follow); pending and
 * rejected say so, with their own next step. Every state links to /agency (SPEC §2).
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

function VerifiedPayment({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation(['payments', 'common']);
  const errorText = useErrorText();
  const lookup = usePaymentLookup(paymentId);
  // Read once: what this tab left to pay for, if it was a plan.
  const [plan] = useState(recentCheckoutPlan);
  const agencyLink = (
    <Link className="btn btn-outline" to={paths.agency} state={REQUESTER_STATE}>
      {t('success.link')}
    </Link>
  );

  if (lookup.isLoading) {
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
          {agencyLink}
        </div>
      </PaymentResult>
    );
  }

  if (lookup.outcome === 'rejected' || lookup.outcome === 'refunded') {
    const chatUrl = whatsappChatUrl(t('failure.chatMessage'));
    return (
      <PaymentResult tone="failure" title={t('success.rejected.title')}>
        <p className="lead">{t(`status.${lookup.outcome}`)}</p>
        <p>{t('failure.reassurance')}</p>
        <PaymentIdLine paymentId={paymentId} />
        <div className="button-row payments-actions">
          {plan ? (
            <>
              <RetryPlanButton plan={plan} />
              {agencyLink}
            </>
          ) : (
            <Link className="btn btn-primary" to={paths.agency} state={REQUESTER_STATE}>
              {t('success.rejected.retryOrder')}
            </Link>
          )}
          {chatUrl && (
            <a className="btn btn-outline" href={chatUrl} target="_blank" rel="noopener noreferrer">
              {t('failure.help')}
              <span className="visually-hidden"> {t('common:contact.newTab')}</span>
            </a>
          )}
        </div>
      </PaymentResult>
    );
  }

  return (
    <PaymentResult tone="success" title={t('success.title')}>
      {/* The next step comes first: on a phone it is on screen from the start, under the title. */}
      <SuccessNextStep plan={plan} paymentId={paymentId} />
      <p className="lead">{t('success.message')}</p>
      <PaymentIdLine paymentId={paymentId} />
      <div className="button-row payments-actions">{agencyLink}</div>
    </PaymentResult>
  );
}
