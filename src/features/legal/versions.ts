/** The day each document was last changed, shown as "last updated". Change it with the text. */
export const PRIVACY_VERSION = '2026-12-07';
export const TERMS_VERSION = '2026-12-07';
