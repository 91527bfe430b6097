import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Prices and trial lengths live in src/config/prices.ts and src/config/plans.ts: the copy names them
 * ({{trialDays}}, {{whatsappMonthly, money}}, or a {{price}} its screen passes), never types
 * them, so a price change is one edit. Figures that are not ours (market references, a sample
 * chat's prices) are numbers the screen passes to the `money` format too, so every amount in
 * a language reads one way ("R$97.00", "From R$1,500.00"). This fails on an amount (R$ 97,
 * US$ 23, $16) or a count of days typed in a locale file or in index.html, and on an amount
 * typed in the app's code.
 */
const AMOUNT = /(?:R\$|US\$|\$|€)\s?\d/;
const DAYS = /\d+(?:\s|-)?(?:dias?|days?)\b/i;

/**
 * Figures that are not ours to set, by `namespace:key` (the same key in both languages)
 * and the text allowed there.
 */
const NOT_OURS: { where: RegExp; what: RegExp }[] = [
  // A customer's result ("38% more orders in 60 days").
  { where: /^landing-whatsapp:landing\.cases\.items\.\d+\.after$/, what: /60 (dias|days)/g },
  // Round-the-clock service ("24 hours, 7 days a week"): an availability, not a length.
  { where: /^(landing-whatsapp|automation|plans):/, what: /\b7 (dias|days)\b/g },
  // The withdrawal right is the law's (CDC art. 49), not a price or a trial.
  { where: /^seo:terms\.description$/, what: /\b7[- ](dias|day)\b/g },
];

const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });

function strings(value: unknown, key = ''): [key: string, text: string][] {
  if (typeof value === 'string') return [[key, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([child, item]) => strings(item, key ? `${key}.${child}` : child));
}

const typed = (text: string) => AMOUNT.test(text) || DAYS.test(text);

describe('amounts and trial lengths in the copy', () => {
  it('are never typed in a locale file', () => {
    const found = Object.entries(files).flatMap(([file, resource]) => {
      const [, language, namespace] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
      return strings(resource).flatMap(([key, text]) => {
        const where = `${namespace}:${key}`;
        const rest = NOT_OURS.filter((rule) => rule.where.test(where)).reduce((left, rule) => left.replace(rule.what, ''), text);
        return typed(rest) ? [`${language}/${where}: ${text}`] : [];
      });
    });
    expect(found).toEqual([]);
  });

  it('are never typed as amounts in the app’s code (comments aside)', () => {
    const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], { eager: true, query: '?raw', import: 'default' });
    const comment = /^\s*(\*|\/\/|\/\*)/;
    // Reais and dollars by their sign ("$1" alone is a regular expression's group in code).
    const amount = /(?:R\$|US\$)\s?\d/;
    const found = Object.entries(sources).flatMap(([file, text]) =>
      text
        .split('\n')
        .filter((line) => !comment.test(line) && amount.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it('are never typed in index.html', () => {
    const indexHtml = readFileSync(resolve(__dirname, '../../index.html'), 'utf8');
    const found = indexHtml.split('\n').filter(typed);
    expect(found).toEqual([]);
  });
});
