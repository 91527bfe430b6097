import { PaymentSuccess } from '@/features/payments';

export default function PaymentSuccessRoute() {
  return <PaymentSuccess />;
}
