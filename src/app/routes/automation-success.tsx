import { TrialConfirmation } from '@/features/automation/trial-confirmation';

export default function AutomationSuccessRoute() {
  return <TrialConfirmation />;
}
