import { DiscordLanding } from '@/features/marketing/discord-landing';

export default function DiscordBotScreen() {
  return <DiscordLanding />;
}
