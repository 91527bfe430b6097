import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/routes';
import { PaymentResult } from './payment-result';
import { UnknownPayment } from '@/components/ui/unknown-payment';
import { paymentIdInUrl } from '@/lib/payment-id';

/** /payment-success and /payments/sucesso. */
export function PaymentSuccess() {
  const { t } = useTranslation('payments');
  const [params] = useSearchParams();
  const inUrl = paymentIdInUrl(params);
  const paymentId = inUrl.kind === 'valid' ? inUrl.id : null;
  return (
    <PaymentResult tone="success" title={t('success.title')}>
      {inUrl.kind === 'invalid' ? <UnknownPayment /> : <p className="lead">{t('success.message')}</p>}
      {paymentId && (
        <p>
          {t('paymentId')} <strong className="payments-id">{paymentId}</strong>
        </p>
      )}
      <div className="button-row payments-actions">
        <Link className="btn btn-primary" to={paths.agency}>
          {t('success.link')}
        </Link>
      </div>
    </PaymentResult>
  );
}
