import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/routes';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useErrorText } from '@/lib/use-error-text';
import { PaymentResult } from './payment-result';
import { UnknownPayment } from '@/components/ui/unknown-payment';
import { paymentIdInUrl } from '@/lib/payment-id';
import { mercadoPagoReferences } from './payment-query';
import { usePendingPayment } from './use-pending-payment';

/** /payment-pending and /payments/pendente: looks the payment up and shows what the server says. */
export function PaymentPending() {
  const { t } = useTranslation('payments');
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const inUrl = paymentIdInUrl(params);
  const paymentId = inUrl.kind === 'valid' ? inUrl.id : null;
  const { data, error, isLoading, approved, reload } = usePendingPayment(paymentId);

  let body;
  if (inUrl.kind === 'invalid') {
    body = <UnknownPayment />;
  } else if (!paymentId) {
    const references = mercadoPagoReferences(params);
    body = (
      <>
        <p className="lead">{t('pending.defaultMessage')}</p>
        {references && <RawJson title={t('pending.references')} value={references} />}
      </>
    );
  } else if (isLoading || approved) {
    body = <PageSpinner label={approved ? t('pending.approved') : t('pending.loading')} />;
  } else if (error) {
    body = (
      <>
        <Alert>{errorText(error, t('pending.cancelled'))}</Alert>
        <div className="button-row payments-actions">
          <button type="button" className="btn btn-outline" onClick={reload}>
            {t('pending.checkAgain')}
          </button>
        </div>
      </>
    );
  } else {
    const message = data?.message?.trim() ? data.message : t('pending.defaultMessage');
    body = (
      <>
        <p className="lead">{message}</p>
        <p>
          {t('paymentId')} <strong className="payments-id">{paymentId}</strong>
        </p>
        <RawJson title={t('pending.details')} value={data?.raw} />
        <div className="button-row payments-actions">
          <button type="button" className="btn btn-outline" onClick={reload}>
            {t('pending.checkAgain')}
          </button>
        </div>
      </>
    );
  }

  return (
    <PaymentResult tone="pending" title={t('pending.title')}>
      {body}
      <p className="payments-later">
        <Link to={paths.home}>{t('pending.later')}</Link>
      </p>
    </PaymentResult>
  );
}

function RawJson({ title, value }: { title: string; value: unknown }) {
  return (
    <div className="payments-raw">
      <h2>{title}</h2>
      <pre>{JSON.stringify(value, null, 2)}</pre>
    </div>
  );
}
