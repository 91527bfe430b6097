import type { Language } from '@/config/constants';

/** A run of text, or an internal link (a path in the app, e.g. another article). */
export type Inline = string | { readonly text: string; readonly to: string };

/** Text that may contain links. */
export type Rich = string | readonly Inline[];

/** One block of an article section: a paragraph, a sub-heading (h3), a list or a highlighted tip. */
export type Block =
  | Rich
  | { readonly h3: string }
  | { readonly ul: readonly Rich[] }
  | { readonly ol: readonly Rich[] }
  | { readonly tip: Rich };

interface ArticleSection {
  /** Rendered as an h2. */
  readonly heading: string;
  readonly blocks: readonly Block[];
}

/** The body of one article in one language; the title and description live in the `blog` namespace. */
export interface ArticleBody {
  readonly intro: readonly Rich[];
  readonly sections: readonly ArticleSection[];
  /** The box that leads to the article's product (ARTICLE_INDEX[].product). */
  readonly cta: { readonly heading: string; readonly text: string; readonly label: string };
}

/** What each ./articles/<slug>.ts module exports. */
export type ArticleBodies = Record<Language, ArticleBody>;
