import { SignupRedirect } from '@/features/plans/signup-redirect';

export default function SignupScreen() {
  return <SignupRedirect />;
}
