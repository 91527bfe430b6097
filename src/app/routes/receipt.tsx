import { ReceiptScreen } from '@/features/client-area';
import { QueryProvider } from '@/lib/query-provider';
import { RequireAuth } from '@/lib/require-auth';

/** /client/receipt/:paymentId: the printable receipt of a paid order. */
export default function ReceiptRoute() {
  return (
    <RequireAuth>
      <QueryProvider>
        <ReceiptScreen />
      </QueryProvider>
    </RequireAuth>
  );
}
