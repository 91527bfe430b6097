import { PaymentPending } from '@/features/payments';

export default function PaymentPendingRoute() {
  return <PaymentPending />;
}
