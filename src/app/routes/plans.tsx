import { PlansPage } from '@/features/plans/plans-page';

export default function PlansScreen() {
  return <PlansPage />;
}
