import { ForgotPasswordScreen } from '@/features/auth';

/** /forgot-password and /esqueci-minha-senha: the password reset hand-off to support. */
export default function ForgotPasswordRoute() {
  return <ForgotPasswordScreen />;
}
