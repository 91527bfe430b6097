import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/routes';
import { Alert } from './alert';

/** A return URL whose payment id is not one (domain/billing/payment-id.ts): nothing is looked up, nothing of it is shown. */
export function UnknownPayment() {
  const { t } = useTranslation();
  return (
    <Alert tone="warning">
      <p>
        <strong>{t('unknownPayment.title')}</strong>
      </p>
      <p>{t('unknownPayment.text')}</p>
      <p>
        <Link to={paths.clientArea}>{t('unknownPayment.link')}</Link>
      </p>
    </Alert>
  );
}
