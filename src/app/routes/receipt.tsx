import { ReceiptScreen } from '@/features/client-area';
import { RequireAuth } from '@/domain/session';

/** /client/receipt/:paymentId: the printable receipt of a paid order. */
export default function ReceiptRoute() {
  return (
    <RequireAuth>
      <ReceiptScreen />
    </RequireAuth>
  );
}
