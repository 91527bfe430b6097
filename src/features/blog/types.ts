import type { Language } from '@/config/languages';
import type { Block, Rich, Section } from '@/lib/format/rich-text';

/** The blog's own block: a highlighted tip, introduced by the article's "Dica:" / "Tip:" label. */
export interface Tip {
  readonly tip: Rich;
}

/** One block of an article section: a paragraph, a sub-heading (h3), a list or a tip. */
export type ArticleBlock = Block<Tip>;

/** The body of one article in one language; the title and description live in the `blog` namespace. */
export interface ArticleBody {
  readonly intro: readonly Rich[];
  /** Each heading renders as an h2. */
  readonly sections: readonly Section<Tip>[];
  /** The box that leads to the article's product (ARTICLE_INDEX[].product). */
  readonly cta: { readonly heading: string; readonly text: string; readonly label: string };
}

/** What each ./articles/<slug>.ts module exports. */
export type ArticleBodies = Record<Language, ArticleBody>;
