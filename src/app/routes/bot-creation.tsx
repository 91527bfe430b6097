import { PlaceholderScreen } from '@/components/ui/placeholder-screen';

export default function BotCreationScreen() {
  return <PlaceholderScreen seoKey="botCreation" />;
}
