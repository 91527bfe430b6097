import { PlaceholderScreen } from '@/components/ui/placeholder-screen';

export default function AutomationSuccessScreen() {
  return <PlaceholderScreen seoKey="automationSuccess" />;
}
