import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '@/config/brand';
import { env } from '@/config/env';
import { useAuth } from '@/domain/session';
import { formatCnpj, formatDateTime, formatMoney } from '@/lib/format/format';
import type { HistoryRow } from '@/domain/orders';
import { useServiceName } from '@/domain/orders';

/**
 * The receipt itself: who was paid (the company from configuration, each line only
 * when set), who paid, and the payment's id, date, service, amount and status. It is
 * what the print stylesheet keeps on paper (receipt.css).
 */
export function ReceiptView({ item, paymentId }: { item: HistoryRow; paymentId: string }) {
  const { t, i18n } = useTranslation('client-area');
  const serviceName = useServiceName();
  const { user } = useAuth();
  const { legalName, cnpj, address, email } = env.company;
  const language = i18n.language;
  return (
    <>
      <article className="card receipt" aria-labelledby="receipt-title">
        <div className="receipt-top">
          <p className="receipt-brand">{BRAND_NAME}</p>
          <h1 id="receipt-title">{t('receipt.title')}</h1>
        </div>
        <dl className="receipt-issuer" aria-label={t('receipt.issuer')}>
          <div>
            <dt>{t('receipt.legalName')}</dt>
            <dd>{legalName || BRAND_NAME}</dd>
          </div>
          {cnpj && (
            <div>
              <dt>{t('receipt.cnpj')}</dt>
              <dd>{formatCnpj(cnpj)}</dd>
            </div>
          )}
          {address && (
            <div>
              <dt>{t('receipt.address')}</dt>
              <dd>{address}</dd>
            </div>
          )}
          {email && (
            <div>
              <dt>{t('receipt.email')}</dt>
              <dd>{email}</dd>
            </div>
          )}
        </dl>
        <dl className="receipt-facts">
          {user?.email && (
            <div>
              <dt>{t('receipt.customer')}</dt>
              <dd>{user.email}</dd>
            </div>
          )}
          <div>
            <dt>{t('receipt.paymentId')}</dt>
            <dd>{paymentId}</dd>
          </div>
          <div>
            <dt>{t('receipt.date')}</dt>
            <dd>{formatDateTime(item.created_at, language)}</dd>
          </div>
          <div>
            <dt>{t('receipt.service')}</dt>
            <dd>{serviceName(item.service_name)}</dd>
          </div>
          <div>
            <dt>{t('receipt.amount')}</dt>
            <dd className="receipt-amount">{item.payment_amount === null ? '—' : formatMoney(item.payment_amount, language)}</dd>
          </div>
          <div>
            <dt>{t('receipt.status')}</dt>
            <dd>{t('receipt.statusApproved')}</dd>
          </div>
        </dl>
        <p className="receipt-note">{t('receipt.note')}</p>
        <p className="receipt-issued">{t('receipt.issued', { date: formatDateTime(new Date(), language) })}</p>
      </article>
      <div className="button-row receipt-actions">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          {t('receipt.print')}
        </button>
      </div>
    </>
  );
}
