import { AutomationScreen } from '@/features/automation/automation-screen';

export default function AutomationRoute() {
  return <AutomationScreen />;
}
