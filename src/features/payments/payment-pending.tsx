import { Suspense } from 'react';
import { DownloadBoundary } from '@/components/ui/download-boundary';
import { lazyWithRetries } from '@/lib/react/lazy-download';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/routes';
import { env } from '@/config/env';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/page-spinner';
import { isPlausiblePublicKey } from '@/domain/billing';
import { paymentIdInUrl } from '@/domain/billing';
import { useErrorText } from '@/lib/react/use-error-text';
import { PaymentResult } from './payment-result';
import { mercadoPagoReferences } from './payment-query';
import { PlanRetry } from './plan-retry';
import { RawJson } from './raw-json';
import { RefusedPayment } from './refused-payment';
import { StatusLink } from './status-link';
import { UnidentifiedPayment } from './unidentified-payment';
import { usePendingPayment } from './use-pending-payment';

// Only this page, and only with a public key, downloads Mercado Pago's SDK for the Status Screen.
const StatusScreenBrick = lazyWithRetries(() => import('./status-screen-brick'));

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
  const { data, error, isLoading, approved, outcome, reload, known } = usePendingPayment(paymentId);
  const publicKey = env.mpPublicKey && isPlausiblePublicKey(env.mpPublicKey) ? env.mpPublicKey : null;

  // No payment in the URL (none, Mercado Pago's `null`, or not an id): nothing to look up or to wait for.
  if (!paymentId) return <UnidentifiedPayment invalid={inUrl.kind === 'invalid'} references={inUrl.kind === 'none' ? mercadoPagoReferences(params) : null} />;

  const later = (
    <p className="payments-later">
      <Link to={paths.home}>{t('pending.later')}</Link>
    </p>
  );

  // Each state has its own title (and so the tab's): never "under review" before the server said so.
  if (isLoading || approved) {
    return (
      <PaymentResult tone={approved ? 'success' : 'pending'} title={approved ? t('success.title') : t('success.checking.title')}>
        <PageSpinner label={approved ? t('pending.approved') : t('pending.loading')} />
        {later}
      </PaymentResult>
    );
  }

  if (error) {
    return (
      <PaymentResult tone="pending" title={t('success.checkFailed.title')}>
        <Alert>{errorText(error, t('pending.cancelled'))}</Alert>
        <div className="button-row payments-actions">
          <button type="button" className="btn btn-outline" onClick={reload}>
            {t('pending.checkAgain')}
          </button>
        </div>
        <StatusLink paymentId={paymentId} />
        {later}
      </PaymentResult>
    );
  }

  const message = data?.message?.trim() ? data.message : t('pending.defaultMessage');
  const details = (
    <>
      <p>{message}</p>
      <p>
        {t('paymentId')} <strong className="payments-id">{paymentId}</strong>
      </p>
    </>
  );
  const raw = <RawJson title={t('pending.details')} value={data?.raw} />;

  if (outcome === 'rejected' || outcome === 'refunded') {
    return (
      <RefusedPayment
        outcome={outcome}
        known={known}
        details={details}
        after={
          <>
            {raw}
            {later}
          </>
        }
      />
    );
  }

  return (
    <PaymentResult tone="pending" title={t('pending.title')}>
      <p className="lead payments-status-sentence">{t('status.pending')}</p>
      {details}
      <div className="button-row payments-actions">
        <button type="button" className="btn btn-outline" onClick={reload}>
          {t('pending.checkAgain')}
        </button>
        {known && <PlanRetry known={known} when="pending" />}
      </div>
      {publicKey && outcome === 'pending' && (
        <DownloadBoundary>
          <Suspense fallback={<PageSpinner label={t('brick.loading')} />}>
            <StatusScreenBrick publicKey={publicKey} paymentId={paymentId} />
          </Suspense>
        </DownloadBoundary>
      )}
      <StatusLink paymentId={paymentId} />
      {raw}
      {later}
    </PaymentResult>
  );
}
