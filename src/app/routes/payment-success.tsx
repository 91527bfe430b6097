import { PaymentSuccess } from '@/features/payments/payment-success';

export default function PaymentSuccessRoute() {
  return <PaymentSuccess />;
}
