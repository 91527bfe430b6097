import { AutomationScreen } from '@/features/automation';
import { QueryProvider } from '@/lib/query-provider';

export default function AutomationRoute() {
  return (
    <QueryProvider>
      <AutomationScreen />
    </QueryProvider>
  );
}
