import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Prices and trial lengths live in src/config/constants.ts: the copy names them
 * ({{trialDays}}, {{whatsappMonthly, money}}, or a {{price}} its screen passes), never types
 * them, so a price change is one edit. This fails on an amount (R$ 97, US$ 23, $16) or a
 * count of days typed in a locale file or in index.html.
 */
const AMOUNT = /(?:R\$|US\$|\$|€)\s?\d/;
const DAYS = /\d+(?:\s|-)?(?:dias?|days?)\b/i;

/**
 * Figures that are not ours to set, by `namespace:key` (the same key in both languages)
 * and the text allowed there.
 */
const NOT_OURS: { where: RegExp; what: RegExp }[] = [
  // A fictional cake shop's prices in the landing's sample chat.
  { where: /^landing-whatsapp:landing\.chat\.messages\.\d+\.text$/, what: /R\$ \d+[.,]\d{2}/g },
  // What a customer might list for their own bot, as an example.
  { where: /^automation:form\.sales\.plansAndServices\.hint$/, what: /R\$ \d+[.,]\d{2}/g },
  // Market figures for the alternatives the comparison weighs the bot against (its footnote says so).
  { where: /^landing-whatsapp:landing\.comparison\.rows\.\d+\.(freelancer|agency)$/, what: /R\$ [\d.,]+/g },
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

  it('are never typed in index.html', () => {
    const indexHtml = readFileSync(resolve(__dirname, '../../index.html'), 'utf8');
    const found = indexHtml.split('\n').filter(typed);
    expect(found).toEqual([]);
  });
});
