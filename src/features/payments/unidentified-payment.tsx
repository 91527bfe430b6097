import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { UnknownPayment } from '@/components/ui/unknown-payment';
import { REQUESTER_STATE, paths } from '@/config/routes';
import { PaymentResult } from './payment-result';
import { RawJson } from './raw-json';

/**
 * A return page (success or pending) whose URL names no payment: no id, Mercado
 * Pago's literal `null` (the visitor came back without paying), or a value that
 * is not an id (`invalid`). Nothing is looked up and no payment is claimed: the
 * page says it could not identify one and offers the client area and /agency.
 * `references`: Mercado Pago's own references from the URL, when it sent some.
 */
export function UnidentifiedPayment({ invalid, references = null }: { invalid: boolean; references?: Record<string, string> | null }) {
  const { t } = useTranslation('payments');
  return (
    <PaymentResult tone="unknown" title={t('unidentified.title')}>
      {invalid ? (
        <UnknownPayment />
      ) : (
        <>
          <p className="lead">{t('unidentified.text')}</p>
          <p>{t('unidentified.next')}</p>
        </>
      )}
      <div className="button-row payments-actions">
        <Link className="btn btn-primary" to={paths.agency} state={REQUESTER_STATE}>
          {t('unidentified.agency')}
        </Link>
        {/* The invalid-link notice already carries its own link to the client area. */}
        {!invalid && (
          <Link className="btn btn-outline" to={paths.clientArea}>
            {t('success.clientArea')}
          </Link>
        )}
      </div>
      {references && <RawJson title={t('pending.references')} value={references} />}
    </PaymentResult>
  );
}
