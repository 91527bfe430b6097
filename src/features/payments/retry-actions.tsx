import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { REQUESTER_STATE, paths } from '@/config/routes';
import type { ReferencedPlan } from '@/domain/billing';
import { whatsappChatUrl } from '@/lib/links/whatsapp';
import { PlanRetry } from './plan-retry';

/**
 * The way out of a payment that did not go through (/payment-failure, and a lookup that says declined or refunded):
 * the plan's checkout again when the payment names its plan, with /agency beside it
 * (docs/product/payments.md#the-payment-pages); otherwise back to the order form, worded by the page (`orderLabel`);
 * and help on WhatsApp when a number is configured.
 */
export function RetryActions({ known, orderLabel }: { known: ReferencedPlan | null; orderLabel: string }) {
  const { t } = useTranslation('payments');
  const chatUrl = whatsappChatUrl(t('failure.chatMessage'));
  return (
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
          {orderLabel}
        </Link>
      )}
      {chatUrl && (
        <NewTabLink className="btn btn-outline" href={chatUrl}>
          {t('failure.help')}
        </NewTabLink>
      )}
    </div>
  );
}
