import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferencedPlan } from '@/domain/billing';
import { PaymentResult } from './payment-result';
import { RetryActions } from './retry-actions';

/**
 * A payment the lookup says was declined or refunded (success and pending pages):
 * what that means, then the same way out as /payment-failure (retry-actions.tsx).
 */
export function RefusedPayment(props: { outcome: 'rejected' | 'refunded'; known: ReferencedPlan | null; details: ReactNode; after?: ReactNode }) {
  const { outcome, known, details, after } = props;
  const { t } = useTranslation('payments');
  return (
    <PaymentResult tone="failure" title={t(`success.${outcome}.title`)}>
      <p className="lead">{t(`status.${outcome}`)}</p>
      <p>{t('failure.reassurance')}</p>
      {details}
      <RetryActions known={known} orderLabel={t('success.rejected.retryOrder')} />
      {after}
    </PaymentResult>
  );
}
