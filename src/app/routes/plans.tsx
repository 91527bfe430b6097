import { PlansPage } from '@/features/plans';
import { QueryProvider } from '@/lib/query-provider';

/** /plans knows a logged-in customer's plans (GET /subscription, check-bot-plan). */
export default function PlansScreen() {
  return (
    <QueryProvider>
      <PlansPage />
    </QueryProvider>
  );
}
