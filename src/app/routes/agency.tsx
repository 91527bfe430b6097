import { PlaceholderScreen } from '@/components/ui/placeholder-screen';

export default function AgencyScreen() {
  return <PlaceholderScreen seoKey="agency" />;
}
