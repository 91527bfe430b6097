import { PaymentSuccess } from '@/features/payments';

/** The success page looks the payment up before saying it is approved. */
export default function PaymentSuccessRoute() {
  return <PaymentSuccess />;
}
