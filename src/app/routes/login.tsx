import { PlaceholderScreen } from '@/components/ui/placeholder-screen';

export default function LoginScreen() {
  return <PlaceholderScreen seoKey="login" />;
}
