import type { Language } from '@/config/constants';

/** A path inside the app ('/terms', '/privacy', '/client'). */
type InternalPath = `/${string}`;
/** The only external targets a legal text may link to. */
export type ExternalHref = `https://${string}` | `mailto:${string}`;

/** A run of text, an internal link (rendered with react-router's Link) or an external link. */
export type Inline = string | { readonly text: string; readonly to: InternalPath } | { readonly text: string; readonly href: ExternalHref };

/** Text that may contain links. */
export type Rich = string | readonly Inline[];

/** One block of a section: a paragraph, a sub-heading (h3), a list or a highlighted note. */
export type Block =
  | Rich
  | { readonly h3: string }
  | { readonly ul: readonly Rich[] }
  | { readonly ol: readonly Rich[] }
  | { readonly note: Rich };

export interface LegalSection {
  /** Anchor of the section (the same in every language, so a link survives a language switch). */
  readonly id: string;
  /** Rendered as an h2 and listed in the table of contents. */
  readonly heading: string;
  readonly blocks: readonly Block[];
}

/** A privacy policy or terms of use in one language. */
export interface LegalDocument {
  readonly language: Language;
  readonly title: string;
  /** ISO day ('2026-11-24') shown as "last updated". */
  readonly updatedAt: string;
  readonly intro: readonly Rich[];
  readonly sections: readonly LegalSection[];
}

export type LegalDocuments = Record<Language, LegalDocument>;

/** A block, or nothing when the value it needs is unset. */
export type MaybeBlock = Block | false | null | undefined;
