import { TrialConfirmation } from '@/features/automation';
import { QueryProvider } from '@/lib/query-provider';

export default function AutomationSuccessRoute() {
  return (
    <QueryProvider>
      <TrialConfirmation />
    </QueryProvider>
  );
}
