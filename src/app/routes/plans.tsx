import { PlaceholderScreen } from '@/components/ui/placeholder-screen';

export default function PlansScreen() {
  return <PlaceholderScreen seoKey="plans" />;
}
