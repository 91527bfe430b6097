import { env } from '@/config/env';

/** The provider's chat link with a prefilled message (SPEC §4: one fixed number for every chat). */
export function whatsappChatUrl(message?: string): string {
  const base = `https://wa.me/${env.whatsappNumber}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}
