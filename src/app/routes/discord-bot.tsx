import { DiscordLanding } from '@/features/marketing';

export default function DiscordBotScreen() {
  return <DiscordLanding />;
}
