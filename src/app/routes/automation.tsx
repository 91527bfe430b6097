import { PlaceholderScreen } from '@/components/ui/placeholder-screen';

export default function AutomationScreen() {
  return <PlaceholderScreen seoKey="automation" />;
}
