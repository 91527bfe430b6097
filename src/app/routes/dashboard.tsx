import { DashboardActivity } from '@/features/client-area/dashboard-activity';
import { DashboardIntro } from '@/features/client-area/dashboard-intro';
import { ServiceRequester } from '@/features/service-wizard/service-requester';
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
