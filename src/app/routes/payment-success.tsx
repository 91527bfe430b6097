import { PaymentSuccess } from '@/features/payments';
import { QueryProvider } from '@/lib/query-provider';

/** The success page looks the payment up before saying it is approved. */
export default function PaymentSuccessRoute() {
  return (
    <QueryProvider>
      <PaymentSuccess />
    </QueryProvider>
  );
}
