import type { Language } from '@/config/constants';
import { paths } from '@/config/routes';
import { formatMoney } from '@/lib/format';
import { formatWhatsapp, type ContactChannel } from './company';
import type { Block, Inline, LegalDocument, MaybeBlock, Rich } from './types';

/** Paths the legal texts link to. */
export const LEGAL_PATHS = { privacy: paths.privacy, terms: paths.terms, client: paths.client, plans: paths.plans } as const;

/** Drops the entries whose value was unset. */
export function compact<T>(items: readonly (T | false | null | undefined | '')[]): T[] {
  return items.filter((item): item is T => item !== false && item !== null && item !== undefined && item !== '');
}

export const blocks = (items: readonly MaybeBlock[]): Block[] => compact(items);

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

const richText = (rich: Rich): string =>
  typeof rich === 'string' ? rich : rich.map((part) => (typeof part === 'string' ? part : part.text)).join('');

/** A paragraph (plain or with links), as opposed to a heading, list or note object. */
export const isRich = (block: Block): block is Rich => typeof block === 'string' || Array.isArray(block);

function blockText(block: Block): string[] {
  if (isRich(block)) return [richText(block)];
  if ('h3' in block) return [block.h3];
  if ('ul' in block) return block.ul.map(richText);
  if ('ol' in block) return block.ol.map(richText);
  return [richText(block.note)];
}

/** Every readable line of a document: title, intro, headings, paragraphs, lists and notes. */
export function documentText(doc: LegalDocument): string[] {
  return [doc.title, ...doc.intro.map(richText), ...doc.sections.flatMap((section) => [section.heading, ...section.blocks.flatMap(blockText)])];
}

/** Words are runs of letters or digits ('R$ 97,00' counts as 'R', '97', '00'). */
export const countWords = (text: string): number => text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;

/** The calendar day of an ISO date ('2026-11-24') at local midnight, so no time zone shows the day before. */
export function localDay(isoDay: string): Date {
  const [year, month, day] = isoDay.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}
