import { PlaceholderScreen } from '@/components/ui/placeholder-screen';

export default function DiscordBotScreen() {
  return <PlaceholderScreen seoKey="discordBot" />;
}
