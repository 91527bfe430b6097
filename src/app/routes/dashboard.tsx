import { DashboardActivity } from '@/features/client-area';
import { DashboardIntro } from '@/features/client-area';
import { ServiceRequester } from '@/features/service-wizard';
import { QueryProvider } from '@/lib/query-provider';
import { RequireAuth } from '@/lib/require-auth';

/** /dashboard: benefits, the service requester, the history and the latest results (one query cache for both). */
export default function DashboardScreen() {
  return (
    <RequireAuth>
      <QueryProvider>
        <DashboardIntro />
        <ServiceRequester eager />
        <DashboardActivity />
      </QueryProvider>
    </RequireAuth>
  );
}
