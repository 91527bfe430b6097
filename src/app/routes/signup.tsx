import { SignupRedirect } from '@/features/plans';

export default function SignupScreen() {
  return <SignupRedirect />;
}
