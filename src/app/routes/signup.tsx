import { PlaceholderScreen } from '@/components/ui/placeholder-screen';

export default function SignupScreen() {
  return <PlaceholderScreen seoKey="signup" />;
}
