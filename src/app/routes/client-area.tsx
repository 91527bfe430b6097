import { ClientAreaScreen } from '@/features/client-area';
import { QueryProvider } from '@/lib/query-provider';
import { RequireAuth } from '@/lib/require-auth';

/** /client and /client-area: the customer's plan, usage and history. */
export default function ClientAreaRoute() {
  return (
    <RequireAuth>
      <QueryProvider>
        <ClientAreaScreen />
      </QueryProvider>
    </RequireAuth>
  );
}
