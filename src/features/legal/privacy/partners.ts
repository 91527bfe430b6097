import type { ExternalHref } from '@/lib/format/rich-text';

/** Privacy notices of the companies the policy names. */
export const PARTNER_PRIVACY_URLS = {
  mercadoPago: 'https://www.mercadopago.com.br/privacidade',
  google: 'https://policies.google.com/privacy',
  meta: 'https://www.facebook.com/privacy/policy/',
  discord: 'https://discord.com/privacy',
  anpd: 'https://www.gov.br/anpd',
} as const satisfies Record<string, ExternalHref>;
