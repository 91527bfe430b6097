/**
 * The languages the site is written in, and the one a visitor gets when nothing
 * says otherwise (docs/product/languages.md). Its own module: the head script (src/startup/head.ts)
 * imports it before the first paint without the business figures of the other config files.
 */
export const SUPPORTED_LANGUAGES = ['pt-BR', 'en-US'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pt-BR';
