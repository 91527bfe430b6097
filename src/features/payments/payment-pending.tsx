import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/routes';
import { env } from '@/config/env';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/page-spinner';
import { isPlausiblePublicKey } from '@/lib/mercado-pago-sdk';
import { paymentIdInUrl } from '@/lib/payment-id';
import { useErrorText } from '@/lib/use-error-text';
import { PaymentResult } from './payment-result';
import { mercadoPagoReferences } from './payment-query';
import { RawJson } from './raw-json';
import { StatusLink } from './status-link';
import { UnidentifiedPayment } from './unidentified-payment';
import { usePendingPayment } from './use-pending-payment';

// Only this page, and only with a public key, downloads Mercado Pago's SDK for the Status Screen.
const StatusScreenBrick = lazy(() => import('./status-screen-brick'));

/**
 * /payment-pending and /payments/pendente: looks the payment up and says, first, what
 * its status means in the page's language; then the server's message, the status
 * link to copy or share, Mercado Pago's Status Screen (Pix QR code, boleto) when a
 * public key is set, and the raw response under "Detalhes técnicos". A URL without
 * a payment id asks nothing and says it could not identify the payment.
 */
export function PaymentPending() {
  const { t } = useTranslation('payments');
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const inUrl = paymentIdInUrl(params);
  const paymentId = inUrl.kind === 'valid' ? inUrl.id : null;
  const { data, error, isLoading, approved, outcome, reload } = usePendingPayment(paymentId);
  const publicKey = env.mpPublicKey && isPlausiblePublicKey(env.mpPublicKey) ? env.mpPublicKey : null;

  // No payment in the URL (none, Mercado Pago's `null`, or not an id): nothing to look up or to wait for.
  if (!paymentId) return <UnidentifiedPayment invalid={inUrl.kind === 'invalid'} references={inUrl.kind === 'none' ? mercadoPagoReferences(params) : null} />;

  let body;
  if (isLoading || approved) {
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
        <StatusLink paymentId={paymentId} />
      </>
    );
  } else {
    const message = data?.message?.trim() ? data.message : t('pending.defaultMessage');
    body = (
      <>
        <p className="lead payments-status-sentence">{t(`status.${outcome ?? 'pending'}`)}</p>
        <p>{message}</p>
        <p>
          {t('paymentId')} <strong className="payments-id">{paymentId}</strong>
        </p>
        <div className="button-row payments-actions">
          <button type="button" className="btn btn-outline" onClick={reload}>
            {t('pending.checkAgain')}
          </button>
        </div>
        {publicKey && outcome === 'pending' && (
          <Suspense fallback={<PageSpinner label={t('brick.loading')} />}>
            <StatusScreenBrick publicKey={publicKey} paymentId={paymentId} />
          </Suspense>
        )}
        <StatusLink paymentId={paymentId} />
        <RawJson title={t('pending.details')} value={data?.raw} />
      </>
    );
  }

  const refused = !isLoading && !error && (outcome === 'rejected' || outcome === 'refunded');
  return (
    <PaymentResult tone={refused ? 'failure' : 'pending'} title={refused ? t('success.rejected.title') : t('pending.title')}>
      {body}
      <p className="payments-later">
        <Link to={paths.home}>{t('pending.later')}</Link>
      </p>
    </PaymentResult>
  );
}
