import { countWords, textLines } from '@/lib/format/rich-text-words';
import type { ArticleBody } from './types';

/** Average silent reading speed used for "N min de leitura". */
export const WORDS_PER_MINUTE = 200;

/** Every readable line of the body (intro, headings, paragraphs, lists, tips), without the call to action. */
export const bodyText = (body: ArticleBody): string[] => textLines(body.intro, body.sections, (block) => block.tip);

export const bodyWordCount = (body: ArticleBody): number => countWords(bodyText(body).join(' '));

export const readingMinutes = (body: ArticleBody): number => Math.max(1, Math.ceil(bodyWordCount(body) / WORDS_PER_MINUTE));
