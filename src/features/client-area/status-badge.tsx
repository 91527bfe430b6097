import { useTranslation } from 'react-i18next';
import { paymentStatus, type PaymentTone } from '@/domain/billing';

const STYLE: Record<PaymentTone, { badge: string; icon: string }> = {
  approved: { badge: 'badge-success', icon: '✓' },
  pending: { badge: 'badge-warning', icon: '⏱' },
  cancelled: { badge: 'badge-danger', icon: '✕' },
  other: { badge: 'badge-neutral', icon: '•' },
};

/** The payment status as an icon and a word, never colour alone. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation('client-area');
  const view = paymentStatus(status);
  const style = STYLE[view.tone];
  return (
    <span className={`badge ${style.badge}`}>
      <span aria-hidden="true">{style.icon}</span>
      {view.tone === 'other' ? view.raw : t(`paymentStatus.${view.tone}`)}
    </span>
  );
}
