import type { ArticleBody, Block, Inline, Rich } from './types';

/** Average silent reading speed used for "N min de leitura". */
export const WORDS_PER_MINUTE = 200;

export const richText = (rich: Rich): string =>
  typeof rich === 'string' ? rich : rich.map((part: Inline) => (typeof part === 'string' ? part : part.text)).join('');

/** A paragraph (plain or with links), as opposed to a heading, list or tip object. */
export const isRich = (block: Block): block is Rich => typeof block === 'string' || Array.isArray(block);

function blockText(block: Block): string[] {
  if (isRich(block)) return [richText(block)];
  if ('h3' in block) return [block.h3];
  if ('ul' in block) return block.ul.map(richText);
  if ('ol' in block) return block.ol.map(richText);
  return [richText(block.tip)];
}

/** Every readable line of the body (intro, headings, paragraphs, lists, tips), without the call to action. */
export function bodyText(body: ArticleBody): string[] {
  return [...body.intro.map(richText), ...body.sections.flatMap((section) => [section.heading, ...section.blocks.flatMap(blockText)])];
}

/** Words are runs of letters or digits (R$ 97,00 counts as "R", "97", "00": close enough for reading time). */
export const countWords = (text: string): number => text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;

export const bodyWordCount = (body: ArticleBody): number => countWords(bodyText(body).join(' '));

export const readingMinutes = (body: ArticleBody): number => Math.max(1, Math.ceil(bodyWordCount(body) / WORDS_PER_MINUTE));

/**
 * An ISO day ('2026-03-02') as a local date: `new Date('2026-03-02')` is UTC
 * midnight, which a Brazilian clock shows as the day before.
 */
export function localDate(isoDay: string): Date {
  const [year, month, day] = isoDay.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

