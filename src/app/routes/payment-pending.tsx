import { PaymentPending } from '@/features/payments/payment-pending';

export default function PaymentPendingRoute() {
  return <PaymentPending />;
}
