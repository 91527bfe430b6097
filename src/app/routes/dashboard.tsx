import { PlaceholderScreen } from '@/components/ui/placeholder-screen';
import { RequireAuth } from '@/lib/require-auth';

export default function DashboardScreen() {
  return (
    <RequireAuth>
      <PlaceholderScreen seoKey="dashboard" />
    </RequireAuth>
  );
}
