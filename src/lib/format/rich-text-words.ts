/**
 * A rich text (./rich-text.ts) read as words: the blog's reading time, the length checks of the legal texts' tests.
 * Apart from the model, so the legal pages, which count nothing, do not download it.
 */
import { isBaseBlock, isRich, type BaseBlock, type Block, type Rich, type Section } from './rich-text';

/** The words of a text, links read as their text. */
export const richText = (rich: Rich): string =>
  typeof rich === 'string' ? rich : rich.map((part) => (typeof part === 'string' ? part : part.text)).join('');

function baseBlockLines(block: BaseBlock): string[] {
  if (isRich(block)) return [richText(block)];
  if ('h3' in block) return [block.h3];
  return ('ul' in block ? block.ul : block.ol).map(richText);
}

/**
 * Every readable line of an intro and its sections (headings, paragraphs, list items), in order;
 * `extraText` reads a feature's own block.
 */
export function textLines<Extra extends object>(intro: readonly Rich[], sections: readonly Section<Extra>[], extraText: (block: Extra) => Rich): string[] {
  const blockLines = (block: Block<Extra>) => (isBaseBlock(block) ? baseBlockLines(block) : [richText(extraText(block))]);
  return [...intro.map(richText), ...sections.flatMap((section) => [section.heading, ...section.blocks.flatMap(blockLines)])];
}

/** Words are runs of letters or digits ('R$ 97,00' counts as 'R', '97', '00': close enough for a reading time). */
export const countWords = (text: string): number => text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
