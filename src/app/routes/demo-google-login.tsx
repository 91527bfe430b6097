import { DemoGoogleLoginScreen } from '@/features/demo';

export default function DemoGoogleLoginRoute() {
  return <DemoGoogleLoginScreen />;
}
