import { PlansPage } from '@/features/plans';

export default function PlansScreen() {
  return <PlansPage />;
}
