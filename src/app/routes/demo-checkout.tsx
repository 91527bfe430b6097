import { useSearchParams } from 'react-router-dom';
import { query } from '@/config/routes';
import { DemoCheckoutScreen } from '@/features/demo';

export default function DemoCheckoutRoute() {
  const [params] = useSearchParams();
  return <DemoCheckoutScreen preferenceId={params.get(query.preferenceId)} />;
}
