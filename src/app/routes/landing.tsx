import { WhatsAppLanding } from '@/features/marketing';

/** /, /whatsapp-bot and /landing: the sales bot landing. */
export default function LandingScreen() {
  return <WhatsAppLanding />;
}
