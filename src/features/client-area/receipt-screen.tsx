import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/page-spinner';
import { UnknownPayment } from '@/components/ui/unknown-payment';
import { paths } from '@/config/routes';
import { useHistory } from '@/domain/orders';
import { useAuth } from '@/domain/session';
import { readPaymentId } from '@/domain/billing';
import { paymentStatus } from '@/domain/billing';
import { ReceiptView } from './receipt-view';
import './receipt.css';

/**
 * /client/receipt/:paymentId. The id is checked before anything is looked up; the
 * order comes from the customer's own history (the cached query), so another
 * customer's payment id finds nothing. Only an approved payment has a receipt.
 */
export function ReceiptScreen() {
  const { t } = useTranslation('client-area');
  const inUrl = readPaymentId(useParams().paymentId);
  const history = useHistory();
  const { profileError } = useAuth();
  const paymentId = inUrl.kind === 'valid' ? inUrl.id : null;

  let body;
  if (paymentId === null) body = <UnknownPayment />;
  else if (history.isError || profileError)
    body = (
      <Alert>
        <p>{t('receipt.error')}</p>
        {history.isError && (
          <button type="button" className="btn btn-small btn-outline" onClick={() => void history.refetch()}>
            {t('retry')}
          </button>
        )}
      </Alert>
    );
  else if (!history.data) body = <PageSpinner label={t('loading')} />;
  else {
    const item = history.data.rows.find((entry) => entry.payment_id === paymentId);
    const status = item ? paymentStatus(item.payment_status) : null;
    if (!item || !status) body = <UnknownPayment />;
    else if (status.tone !== 'approved')
      body = (
        <Alert tone="warning">
          <p>{t('receipt.notPaid', { status: status.tone === 'other' ? status.raw : t(`paymentStatus.${status.tone}`) })}</p>
        </Alert>
      );
    else
      return (
        <div className="container section receipt-page">
          <ReceiptView item={item} paymentId={paymentId} />
          <BackLink />
        </div>
      );
  }

  return (
    <div className="container section receipt-page">
      <h1>{t('receipt.title')}</h1>
      {body}
      <BackLink />
    </div>
  );
}

function BackLink() {
  const { t } = useTranslation('client-area');
  return (
    <p className="receipt-back">
      <Link to={paths.client}>{t('receipt.back')}</Link>
    </p>
  );
}
