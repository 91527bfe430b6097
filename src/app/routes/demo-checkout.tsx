import { useSearchParams } from 'react-router-dom';
import { DemoCheckoutScreen } from '@/features/demo/checkout-screen';

export default function DemoCheckoutRoute() {
  const [params] = useSearchParams();
  return <DemoCheckoutScreen preferenceId={params.get('preference_id')} />;
}
