import { ClientAreaScreen, ClientAreaShell } from '@/features/client-area';
import { RequireAuth } from '@/domain/session';

/** /client and /client-area: the customer's plan, usage and history. */
export default function ClientAreaRoute() {
  return (
    <RequireAuth loading={<ClientAreaShell />}>
      <ClientAreaScreen />
    </RequireAuth>
  );
}
