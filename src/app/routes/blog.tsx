import { PlaceholderScreen } from '@/components/ui/placeholder-screen';

export default function BlogScreen() {
  return <PlaceholderScreen seoKey="blog" />;
}
