import { AutomationScreen } from '@/features/automation';

export default function AutomationRoute() {
  return <AutomationScreen />;
}
