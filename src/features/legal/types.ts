import type { Language } from '@/config/languages';
import type { Block, Rich, Section } from '@/lib/format/rich-text';

/** The legal pages' own block: a highlighted paragraph, with no label. */
export interface Note {
  readonly note: Rich;
}

/** One block of a section: a paragraph, a sub-heading (h3), a list or a note. */
export type LegalBlock = Block<Note>;

export interface LegalSection extends Section<Note> {
  /** Anchor of the section (the same in every language, so a link survives a language switch); its heading is listed in the table of contents. */
  readonly id: string;
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
export type MaybeBlock = LegalBlock | false | null | undefined;
