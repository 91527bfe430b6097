import { useTranslation } from 'react-i18next';
import { useKnownPlan } from './known-plan';
import { PaymentResult } from './payment-result';
import { RetryActions } from './retry-actions';

/**
 * /payment-failure and /payments/falha. It looks nothing up: "Tentar novamente"
 * goes back to the order form (docs/product/payments.md#the-payment-pages), or, when the return URL's reference or
 * this tab says the payment was for a plan, to that plan's checkout again.
 */
export function PaymentFailure() {
  const { t } = useTranslation('payments');
  const known = useKnownPlan();
  return (
    <PaymentResult tone="failure" title={t('failure.title')}>
      <p className="lead">{t('failure.message')}</p>
      <p>{t('failure.reassurance')}</p>
      <RetryActions known={known} orderLabel={t('failure.retry')} />
    </PaymentResult>
  );
}
