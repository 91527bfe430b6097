import { DemoGoogleLoginScreen } from '@/features/demo/google-login-screen';

export default function DemoGoogleLoginRoute() {
  return <DemoGoogleLoginScreen />;
}
