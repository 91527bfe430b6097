import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/routes';
import { useInvalidateHistory } from '@/domain/orders';
import { orderPaymentPhase } from '@/domain/billing';
import { hasResult } from './order-status';
import { OtherAccountOrder } from './other-account-order';
import { parsePrompt } from './prompt';
import { ResultView } from './result-view';
import { isGeneratedType } from '@/domain/orders';
import { StatusList } from './status-list';
import { StepHeading } from './step-heading';
import { usePaymentPolling } from './use-payment-polling';
import { forgetPaidDraft } from './wizard-state';
import { WizardStepper } from './wizard-stepper';

/** Back from Mercado Pago (payment=processing&payment_id=...): processing, then the result. */
interface Props {
  paymentId: string;
  /** The logged-in customer: only their own order is shown (order-gate.tsx). */
  ownerId: number | string;
  /** Mercado Pago's preference id on the return URL, if it names one. */
  preferenceId: string | null;
  onNewOrder: () => void;
  /** A refused payment: back to the order as it was, to pay another way. */
  onBackToOrder: () => void;
}

export function PaymentReturn({ paymentId, ownerId, preferenceId, onNewOrder, onBackToOrder }: Props) {
  const { t } = useTranslation('service-wizard');
  const { record, refused, pollError, gaveUp, retryPolling, triggerError, retryTrigger } = usePaymentPolling(paymentId, ownerId);
  const done = hasResult(record);
  const payment = record ? orderPaymentPhase(record.payment_status) : null;
  const invalidateHistory = useInvalidateHistory();

  // The order is paid for: its draft is no longer needed (a newer one, begun since, stays).
  useEffect(() => {
    if (!done) return;
    forgetPaidDraft(preferenceId);
    invalidateHistory();
  }, [done, preferenceId, invalidateHistory]);

  // Another account's order: not its result, its prompt or even its status.
  if (refused) return <OtherAccountOrder onOrder={onBackToOrder} />;

  const type = record?.service_type;
  return (
    <>
      <WizardStepper current={done ? 'completed' : 'processing'} />
      <div className="wizard-panel">
        <StepHeading>{done ? t('headings.completed') : t('headings.processing')}</StepHeading>
        <p className="muted">{t('status.paymentId', { id: paymentId })}</p>
        {/* Without the order's record nothing is known of the payment yet: no status is claimed. */}
        <StatusList payment={payment} order={!record || payment === 'rejected' || gaveUp ? null : done ? 'completed' : 'processing'} />
        {!record && !pollError && !gaveUp && <p className="muted">{t('status.waitingRecord')}</p>}
        {gaveUp && <StillConfirming notice={!record ? 'notFound' : payment === 'approved' ? 'slowOrder' : 'payment'} onRetry={retryPolling} />}
        {pollError && <Alert tone="warning">{t('errors.history')}</Alert>}
        {triggerError && (
          <Alert>
            <p>{triggerError}</p>
            {type && isGeneratedType(type) && (
              <button type="button" className="btn btn-small btn-outline" onClick={retryTrigger}>
                {t('actions.retry')}
              </button>
            )}
          </Alert>
        )}
        {payment === 'rejected' && (
          <Alert>
            <p>{t('status.rejectedHelp')}</p>
            <button type="button" className="btn btn-small btn-outline" onClick={onBackToOrder}>
              {t('actions.tryAgain')}
            </button>
          </Alert>
        )}
        {payment === 'processing' && !done && <p className="muted">{t('status.pendingHelp')}</p>}
        {done && record && type && isGeneratedType(type) && (
          <>
            <ResultView
              result={{
                serviceType: type,
                serviceName: record.service_name,
                text: record.result,
                binary: record.result_bin,
                transcript: type === 'audio' ? (parsePrompt(record.prompt, 'audio').audioText ?? null) : null,
                reference: String(record.id),
              }}
            />
            <DoneLinks onNewOrder={onNewOrder} />
          </>
        )}
      </div>
    </>
  );
}

/**
 * Polling stopped without a final answer. What it says follows what is known, so it never
 * contradicts the status above: no order found for the payment (`notFound`), a payment
 * Mercado Pago has not confirmed (`payment`), or a paid order still being generated (`slowOrder`).
 */
function StillConfirming({ notice, onRetry }: { notice: 'notFound' | 'payment' | 'slowOrder'; onRetry: () => void }) {
  const { t } = useTranslation('service-wizard');
  return (
    <Alert tone="info" className="wizard-still-confirming">
      <p>
        <strong>{t(`status.stillConfirming.${notice}.title`)}</strong>
      </p>
      <p>{t(`status.stillConfirming.${notice}.text`)}</p>
      <div className="button-row">
        <Link className="btn btn-small btn-primary" to={paths.client}>
          {t('status.stillConfirming.clientArea')}
        </Link>
        <button type="button" className="btn btn-small btn-outline" onClick={onRetry}>
          {t('status.stillConfirming.retry')}
        </button>
      </div>
    </Alert>
  );
}

export function DoneLinks({ onNewOrder }: { onNewOrder: () => void }) {
  const { t } = useTranslation('service-wizard');
  return (
    <div className="button-row wizard-actions">
      <button type="button" className="btn btn-primary" onClick={onNewOrder}>
        {t('actions.newOrder')}
      </button>
      <Link className="btn btn-outline" to={paths.clientArea}>
        {t('actions.history')}
      </Link>
    </div>
  );
}
