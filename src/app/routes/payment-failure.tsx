import { PaymentFailure } from '@/features/payments';

export default function PaymentFailureRoute() {
  return <PaymentFailure />;
}
