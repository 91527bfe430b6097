import { PaymentFailure } from '@/features/payments/payment-failure';

export default function PaymentFailureRoute() {
  return <PaymentFailure />;
}
