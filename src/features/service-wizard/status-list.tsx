import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/page-spinner';
import type { PaymentPhase } from '@/domain/billing';
import type { OrderPhase } from './order-status';

/** The payment and order status texts (docs/product/services.md#processing), announced politely as they change. */
export function StatusList({ payment, order }: { payment: PaymentPhase | null; order: OrderPhase | null }) {
  const { t } = useTranslation('service-wizard');
  return (
    <ul className="plain-list" aria-live="polite" aria-atomic="true">
      {payment && (
        <li className={`wizard-status-item wizard-status-${payment}`}>
          <span aria-hidden="true">{payment === 'approved' ? '✓' : payment === 'rejected' ? '✕' : '…'}</span>
          {t(`status.payment.${payment}`)}
        </li>
      )}
      {order && (
        <li className={`wizard-status-item wizard-status-${order}`}>
          {order === 'processing' ? <Spinner size="sm" /> : <span aria-hidden="true">✓</span>}
          {t(`status.order.${order}`)}
        </li>
      )}
    </ul>
  );
}
