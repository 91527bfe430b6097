import { PlaceholderScreen } from '@/components/ui/placeholder-screen';
import { RequireAuth } from '@/lib/require-auth';

export default function ClientAreaScreen() {
  return (
    <RequireAuth>
      <PlaceholderScreen seoKey="clientArea" />
    </RequireAuth>
  );
}
