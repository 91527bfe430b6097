import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { REQUESTER_STATE, paths } from '@/config/routes';
import { whatsappChatUrl } from '@/lib/whatsapp';
import { PaymentResult } from './payment-result';

/** /payment-failure and /payments/falha. */
export function PaymentFailure() {
  const { t } = useTranslation(['payments', 'common']);
  const chatUrl = whatsappChatUrl(t('failure.chatMessage'));
  return (
    <PaymentResult tone="failure" title={t('failure.title')}>
      <p className="lead">{t('failure.message')}</p>
      <p>{t('failure.reassurance')}</p>
      <div className="button-row payments-actions">
        <Link className="btn btn-primary" to={paths.agency} state={REQUESTER_STATE}>
          {t('failure.retry')}
        </Link>
        {chatUrl && (
          <a className="btn btn-outline" href={chatUrl} target="_blank" rel="noopener noreferrer">
            {t('failure.help')}
            <span className="visually-hidden"> {t('common:contact.newTab')}</span>
          </a>
        )}
      </div>
    </PaymentResult>
  );
}
