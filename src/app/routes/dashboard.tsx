import { DashboardActivity, DashboardIntro, DashboardShell } from '@/features/client-area';
import { ServiceRequester } from '@/features/service-wizard';
import { RequireAuth } from '@/domain/session';

/** /dashboard: benefits, the service requester, the history and the latest results (one query cache for both). */
export default function DashboardScreen() {
  return (
    <RequireAuth loading={<DashboardShell />}>
      <DashboardIntro />
      <ServiceRequester eager />
      <DashboardActivity />
    </RequireAuth>
  );
}
