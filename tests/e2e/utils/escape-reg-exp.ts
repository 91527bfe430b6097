/** Text as a regular expression that matches it literally (a service name with "+", a price with "."). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
