import { env } from '@/config/env';

/**
 * The provider's chat link with a prefilled message (one fixed number for every
 * chat: docs/product/marketing.md#what-a-lead-carries), or null when no number is
 * configured: callers then leave the link out.
 */
export function whatsappChatUrl(message?: string): string | null {
  if (!env.whatsappNumber) return null;
  const base = `https://wa.me/${env.whatsappNumber}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}
