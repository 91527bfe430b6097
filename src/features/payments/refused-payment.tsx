import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { REQUESTER_STATE, paths } from '@/config/routes';
import type { ReferencedPlan } from '@/lib/payment-reference';
import { whatsappChatUrl } from '@/lib/whatsapp';
import { PaymentResult } from './payment-result';
import { PlanRetry } from './plan-retry';

/**
 * A payment the lookup says was declined or refunded (success and pending pages):
 * what that means, then the plan's checkout again (when the payment names its
 * plan) or the order form, the link to /agency (SPEC §2) and help on WhatsApp.
 */
export function RefusedPayment(props: { outcome: 'rejected' | 'refunded'; known: ReferencedPlan | null; details: ReactNode; after?: ReactNode }) {
  const { outcome, known, details, after } = props;
  const { t } = useTranslation(['payments', 'common']);
  const chatUrl = whatsappChatUrl(t('failure.chatMessage'));
  return (
    <PaymentResult tone="failure" title={t(`success.${outcome}.title`)}>
      <p className="lead">{t(`status.${outcome}`)}</p>
      <p>{t('failure.reassurance')}</p>
      {details}
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
            {t('success.rejected.retryOrder')}
          </Link>
        )}
        {chatUrl && (
          <a className="btn btn-outline" href={chatUrl} target="_blank" rel="noopener noreferrer">
            {t('failure.help')}
            <span className="visually-hidden"> {t('common:contact.newTab')}</span>
          </a>
        )}
      </div>
      {after}
    </PaymentResult>
  );
}
