import type { Language } from '@/config/languages';
import { paths } from '@/config/routes';
import { formatMoney } from '@/lib/format/format';
import type { Inline } from '@/lib/format/rich-text';
import { formatWhatsapp, type ContactChannel } from './company';
import type { LegalBlock, MaybeBlock } from './types';

/** Paths the legal texts link to. */
export const LEGAL_PATHS = { privacy: paths.privacy, terms: paths.terms, client: paths.client, plans: paths.plans } as const;

/** Drops the entries whose value was unset. */
export function compact<T>(items: readonly (T | false | null | undefined | '')[]): T[] {
  return items.filter((item): item is T => item !== false && item !== null && item !== undefined && item !== '');
}

export const blocks = (items: readonly MaybeBlock[]): LegalBlock[] => compact(items);

/** R$ in the page language: 'R$ 97,00' / 'R$97.00'. */
export const money = (amount: number, language: Language): string => formatMoney(amount, language);

export const mailto = (email: string): Inline => ({ text: email, href: `mailto:${email}` });
export const whatsappLink = (digits: string): Inline => ({ text: formatWhatsapp(digits), href: `https://wa.me/${digits}` });

const CLIENT_AREA: Record<Language, string> = { 'pt-BR': 'Área do Cliente', 'en-US': 'client area' };
export const clientAreaLink = (language: Language): Inline => ({ text: CLIENT_AREA[language], to: LEGAL_PATHS.client });

/** "pelo e-mail x@y.com" / "by e-mail at x@y.com", as inline parts that end a sentence. */
export function channelPhrase(channel: ContactChannel, language: Language): Inline[] {
  const pt = language === 'pt-BR';
  switch (channel.kind) {
    case 'dpo':
      return [pt ? 'pelo e-mail do encarregado, ' : 'by e-mail to our data protection officer at ', mailto(channel.email)];
    case 'email':
      return [pt ? 'pelo e-mail ' : 'by e-mail at ', mailto(channel.email)];
    case 'whatsapp':
      return [pt ? 'pelo nosso WhatsApp de atendimento, ' : 'on our WhatsApp support line, ', whatsappLink(channel.number)];
    case 'client-area':
      return [pt ? 'pela ' : 'through the ', clientAreaLink(language)];
  }
}

/** Several channels joined with "ou" / "or". */
export function channelsPhrase(channels: readonly ContactChannel[], language: Language): Inline[] {
  return channels.flatMap((channel, index) => [
    ...(index === 0 ? [] : [language === 'pt-BR' ? ' ou ' : ' or ']),
    ...channelPhrase(channel, language),
  ]);
}

/**
 * An ISO day ('2026-03-02') as that calendar day at local midnight: `new Date('2026-03-02')` is UTC
 * midnight, which a Brazilian clock shows as the day before. (The blog has the same helper:
 * sharing it would put a chunk of its own on the blog's and the legal pages' first visit.)
 */
export function localDay(isoDay: string): Date {
  const [year, month, day] = isoDay.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}
