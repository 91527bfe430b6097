import { PlaceholderScreen } from '@/components/ui/placeholder-screen';

export default function LandingScreen() {
  return <PlaceholderScreen seoKey="landing" />;
}
