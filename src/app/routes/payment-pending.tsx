import { PaymentPending } from '@/features/payments';
import { QueryProvider } from '@/lib/query-provider';

export default function PaymentPendingRoute() {
  return (
    <QueryProvider>
      <PaymentPending />
    </QueryProvider>
  );
}
