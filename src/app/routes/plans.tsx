import { PlansPage } from '@/features/plans';

/** /plans; a logged-in customer's plans are read by the page's own lazy probe (features/plans/current-plans-probe.tsx). */
export default function PlansScreen() {
  return <PlansPage />;
}
