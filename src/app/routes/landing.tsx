import { WhatsAppLanding } from '@/features/marketing/whatsapp-landing';

/** /, /whatsapp-bot and /landing: the sales bot landing. */
export default function LandingScreen() {
  return <WhatsAppLanding />;
}
