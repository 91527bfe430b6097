import { DashboardActivity } from '@/features/client-area';
import { DashboardIntro } from '@/features/client-area';
import { ServiceRequester } from '@/features/service-wizard';
import { RequireAuth } from '@/lib/require-auth';

/** /dashboard: benefits, the service requester, the history and the latest results. */
export default function DashboardScreen() {
  return (
    <RequireAuth>
      <DashboardIntro />
      <ServiceRequester />
      <DashboardActivity />
    </RequireAuth>
  );
}
