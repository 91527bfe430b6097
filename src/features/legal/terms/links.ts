import type { ExternalHref } from '@/lib/format/rich-text';

/** Rules and public services the terms point to. */
export const TERMS_URLS = {
  whatsappBusinessPolicy: 'https://business.whatsapp.com/policy',
  discordTerms: 'https://discord.com/terms',
  discordGuidelines: 'https://discord.com/guidelines',
  consumidorGov: 'https://www.consumidor.gov.br',
} as const satisfies Record<string, ExternalHref>;
