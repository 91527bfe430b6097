import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { REQUESTER_STATE, paths } from '@/config/routes';
import { whatsappChatUrl } from '@/lib/whatsapp';
import { useKnownPlan } from './known-plan';
import { PaymentResult } from './payment-result';
import { PlanRetry } from './plan-retry';

/**
 * /payment-failure and /payments/falha. It looks nothing up: "Tentar novamente"
 * goes back to the order form (SPEC §2), or, when the return URL's reference or
 * this tab says the payment was for a plan, to that plan's checkout again.
 */
export function PaymentFailure() {
  const { t } = useTranslation(['payments', 'common']);
  const known = useKnownPlan();
  const chatUrl = whatsappChatUrl(t('failure.chatMessage'));
  return (
    <PaymentResult tone="failure" title={t('failure.title')}>
      <p className="lead">{t('failure.message')}</p>
      <p>{t('failure.reassurance')}</p>
      <div className="button-row payments-actions">
        {known ? (
          <>
            <PlanRetry known={known} when="rejected" />
            <Link className="btn btn-outline" to={paths.agency} state={REQUESTER_STATE}>
              {t('success.link')}
            </Link>
          </>
        ) : (
          <Link className="btn btn-primary" to={paths.agency} state={REQUESTER_STATE}>
            {t('failure.retry')}
          </Link>
        )}
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
