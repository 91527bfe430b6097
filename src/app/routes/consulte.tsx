import { PlaceholderScreen } from '@/components/ui/placeholder-screen';

export default function ConsulteScreen() {
  return <PlaceholderScreen seoKey="consulte" />;
}
