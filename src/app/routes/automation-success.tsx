import { TrialConfirmation } from '@/features/automation';

export default function AutomationSuccessRoute() {
  return <TrialConfirmation />;
}
