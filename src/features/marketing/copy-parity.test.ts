import { describe, expect, it } from 'vitest';

/**
 * locales.test.ts compares keys but treats lists as single values; the
 * marketing copy is full of lists (FAQ, steps, testimonials), so this checks
 * that both languages have the same items with the same fields, none empty.
 */
const files = import.meta.glob<unknown>('../../i18n/locales/*/{marketing,plans,common,seo}.json', { eager: true, import: 'default' });

function shape(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return [`${path}[${value.length}]`, ...value.flatMap((item, index) => shape(item, `${path}[${index}]`))];
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, child]) => shape(child, `${path}.${key}`));
  return [path];
}

function emptyTexts(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return value.trim() ? [] : [path];
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, child]) => emptyTexts(child, `${path}.${key}`));
  return [];
}

const namespaces = ['marketing', 'plans', 'common', 'seo'];

describe('marketing copy', () => {
  it.each(namespaces)('%s has the same lists and fields in pt-BR and en-US', (ns) => {
    const pt = files[`../../i18n/locales/pt-BR/${ns}.json`];
    const en = files[`../../i18n/locales/en-US/${ns}.json`];
    expect(shape(en).sort()).toEqual(shape(pt).sort());
  });

  it.each(namespaces)('%s has no empty text inside lists either', (ns) => {
    for (const language of ['pt-BR', 'en-US']) expect(emptyTexts(files[`../../i18n/locales/${language}/${ns}.json`])).toEqual([]);
  });
});
