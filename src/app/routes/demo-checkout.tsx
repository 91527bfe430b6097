import { useSearchParams } from 'react-router-dom';
import { query } from '@/config/routes';
import { DemoCheckoutScreen } from '@/features/demo';
import { QueryProvider } from '@/lib/query-provider';

export default function DemoCheckoutRoute() {
  const [params] = useSearchParams();
  return (
    <QueryProvider>
      <DemoCheckoutScreen preferenceId={params.get(query.preferenceId)} />
    </QueryProvider>
  );
}
