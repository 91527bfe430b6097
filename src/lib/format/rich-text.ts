/**
 * The text model the blog's articles and the legal pages are written in: plain data (no HTML),
 * rendered by src/components/ui/rich-text.tsx and read as words by ./rich-text-words.ts.
 */

/** A path inside the app ('/terms', '/blog/some-article'). */
type InternalPath = `/${string}`;
/** The only targets outside the app a text may link to. */
export type ExternalHref = `https://${string}` | `mailto:${string}`;

/** A run of text, an internal link (rendered with react-router's Link) or an external link. */
export type Inline = string | { readonly text: string; readonly to: InternalPath } | { readonly text: string; readonly href: ExternalHref };

/** Text that may contain links. */
export type Rich = string | readonly Inline[];

/** The blocks every text has: a paragraph, a sub-heading (h3), a bulleted or a numbered list. */
export type BaseBlock = Rich | { readonly h3: string } | { readonly ul: readonly Rich[] } | { readonly ol: readonly Rich[] };

/** One block of a section: a shared one, or one a feature adds (the blog's tip, the legal pages' note). */
export type Block<Extra extends object = never> = BaseBlock | Extra;

/** A titled part of a text (the title renders as an h2). */
export interface Section<Extra extends object = never> {
  readonly heading: string;
  readonly blocks: readonly Block<Extra>[];
}

/** A paragraph (plain or with links), as opposed to a heading, a list or a feature's own block. */
export const isRich = (block: Block<object>): block is Rich => typeof block === 'string' || Array.isArray(block);

/** One of the shared blocks, as opposed to a feature's own. */
export const isBaseBlock = <Extra extends object>(block: Block<Extra>): block is BaseBlock =>
  isRich(block) || 'h3' in block || 'ul' in block || 'ol' in block;
